/**
 * The project page's path (R1.11): `/projects/{id}/{slug}`. A module of its own so that pages
 * linking to a project (the topic page) do not load the project page's address logic
 * (lib/projects/page.ts) with their first load.
 */
export function projectPath(project: { id: number; slug: string }): string {
  return `/projects/${project.id}/${encodeURIComponent(project.slug)}`;
}
