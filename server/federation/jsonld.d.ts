/** The part of jsonld (no types of its own; Fedify's own JSON-LD processor) the federation uses: expansion. */
declare module 'jsonld' {
  type RemoteDocument = { contextUrl?: string | null; document: unknown; documentUrl: string };
  const jsonld: {
    expand(input: unknown, options?: { documentLoader?: (url: string) => Promise<RemoteDocument> }): Promise<Array<Record<string, unknown>>>;
  };
  export default jsonld;
}
