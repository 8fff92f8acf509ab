import { useMemo } from 'react';
import { RemovableChip, SearchPicker } from '@/components/ui';
import type { ProjectDetail } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { readProjectSearch, searchProjects } from '@/services/projects';
import styles from './Projects.module.css';

/** A chosen project: what a form shows of it. */
export type PickedProject = Pick<ProjectDetail, 'id' | 'name'>;

const projectKey = (project: PickedProject) => project.id;
const renderProject = (project: PickedProject) => <span>{project.name}</span>;

/** Project search (R7.4, type=project): the first 10 projects matching the name typed. */
async function findProjects(term: string, signal: AbortSignal): Promise<PickedProject[]> {
  const { projects } = readProjectSearch(await searchProjects({ term }, signal));
  // Hits carry `<mark>` highlights in the name: the picker shows the plain name.
  return projects.map((p) => ({ id: p.id, name: p.name.replace(/<\/?mark>/g, '') }));
}

/**
 * Choosing projects from the real list (the composer, the event host form): the chosen ones as
 * removable chips, and a search combobox over project search (debounced, keyboard and screen
 * reader friendly) until `max` are chosen.
 */
export function ProjectPicker({
  label,
  hint,
  value,
  onChange,
  max,
  name,
  error,
}: {
  label: string;
  hint?: string;
  value: PickedProject[];
  onChange: (next: PickedProject[]) => void;
  max: number;
  name?: string;
  error?: string | null;
}) {
  const t = useT('projects');
  const noun = useMemo(() => [t('picker.noun.one'), t('picker.noun.other')] as const, [t]);
  return (
    <div>
      {value.length > 0 && (
        <ul className={styles.chosen} aria-label={t('picker.chosen', { label })}>
          {value.map((project) => (
            <RemovableChip key={project.id} removeLabel={t('picker.remove', { name: project.name })} onRemove={() => onChange(value.filter((p) => p.id !== project.id))}>
              {project.name}
            </RemovableChip>
          ))}
        </ul>
      )}
      {value.length < max && (
        <SearchPicker
          label={label}
          hint={hint ?? t('picker.hint')}
          search={findProjects}
          keyOf={projectKey}
          renderOption={renderProject}
          noun={noun}
          exclude={value.map((p) => p.id)}
          onPick={(project) => onChange([...value, project].slice(0, max))}
          name={name}
          error={error}
        />
      )}
    </div>
  );
}
