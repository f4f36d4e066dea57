import type { CheckContext } from './context';
import type { CheckedSources } from './sources';

/** The single-file catalogues: images, the changelog, the rules and the archive ledger. */
export function checkCatalogues(ctx: CheckContext, { outletById }: CheckedSources) {
  const imagesDoc = ctx.single('Images');
  const images = imagesDoc?.value.images ?? [];
  if (imagesDoc) ctx.unique(images, (img) => img.id, () => imagesDoc.doc.file, 'images.id');

  const changelogDoc = ctx.single('Changelog');
  const changelog = changelogDoc?.value.entries ?? [];
  if (changelogDoc) ctx.unique(changelog, (e) => e.id, () => changelogDoc.doc.file, 'entries.id');

  // The archive is an append-only ledger: every row names a known outlet.
  const archiveDoc = ctx.single('Archive');
  const archive = archiveDoc?.value.articles ?? [];
  if (archiveDoc) {
    ctx.unique(archive, (a) => a.id, () => archiveDoc.doc.file, 'articles.id');
    archive.forEach((row, i) => {
      if (!outletById.has(row.source)) ctx.problems.add(archiveDoc.doc.file, `articles[${i}].source`, `unknown source id "${row.source}"`);
    });
  }
  return { images, changelog, archive, rules: ctx.single('Rules')?.value };
}
