/** A problem in the export step that stops the build, naming the file (and producers) concerned. */
export class ExportError extends Error {
  override name = 'ExportError';
}
