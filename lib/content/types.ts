import type { z } from 'zod';
import type { NordicLang } from './fields';
import type {
  AcademiaSectionName,
  ContentKind,
  aboutFileSchema,
  academiaItemSchema,
  archiveRowSchema,
  changelogEntrySchema,
  entitySchema,
  eventFileSchema,
  eventSourcesFileSchema,
  geoLanguageFileSchema,
  placesFileSchema,
  imageSchema,
  languageRowSchema,
  metaFileSchema,
  newsFileSchema,
  newsletterFileSchema,
  outletSchema,
  profileSchema,
  regulationRowSchema,
  relationSchema,
  rulesFileSchema,
  searchFileSchema,
} from './schemas';

/** A content file as contentlayer hands it over, before validation. */
export interface RawDoc {
  /** Path relative to the content folder, e.g. `news/oslo-meetup.yaml`. */
  readonly file: string;
  readonly data: Record<string, unknown>;
  /** Markdown kinds only: the body as written; contentlayer's own HTML is never read, every body goes through lib/markdown instead. */
  readonly markdown?: { readonly raw: string };
}

export type RawContent = Record<ContentKind, readonly RawDoc[]>;

type NewsFile = z.output<typeof newsFileSchema>;
type EventFile = z.output<typeof eventFileSchema>;
/** An outlet of a published story; the intake's notes on where it came from stay in the file. */
export type NewsOutletRef = Omit<NewsFile['outlets'][number], 'intake'>;
/** A published story or event: drafts and rejected files never become records, so nothing downstream can publish one. */
export type NewsRecord = Omit<NewsFile, 'status' | 'outlets'> & {
  readonly outlets: NewsOutletRef[];
  readonly id: string;
  readonly file: string;
};
export type EventRecord = Omit<EventFile, 'status' | 'intake' | 'paid'> & { readonly id: string; readonly file: string };

export interface NewsletterBody {
  readonly title: string;
  readonly subtitle?: string;
  /** The Markdown as written; pages and the API render it with lib/markdown for their target. */
  readonly markdown: string;
  readonly text: string;
}

/** A published issue; drafts (`status: pending` or `rejected`) never become records, as for stories. */
export type NewsletterRecord = Omit<z.output<typeof newsletterFileSchema>, 'status'> & {
  readonly id: string;
  readonly file: string;
  /** The English issue's Markdown as written (see NewsletterBody). */
  readonly markdown: string;
  readonly text: string;
  readonly translations: Partial<Record<NordicLang, NewsletterBody>>;
};

export type Outlet = z.output<typeof outletSchema>;
export type SearchTerm = z.output<typeof searchFileSchema>['terms'][number];
export type EventSource = z.output<typeof eventSourcesFileSchema>['event_sources'][number];
export type AcademiaItem = z.output<typeof academiaItemSchema> & { readonly section: AcademiaSectionName };
export type Entity = z.output<typeof entitySchema>;
export type Relation = z.output<typeof relationSchema>;
export type RegulationRow = z.output<typeof regulationRowSchema>;
export type Profile = z.output<typeof profileSchema>;
export type ImageRecord = z.output<typeof imageSchema>;
export type ChangelogEntry = z.output<typeof changelogEntrySchema>;
export type RulesContent = z.output<typeof rulesFileSchema>;
export type ArchiveRow = z.output<typeof archiveRowSchema>;
export type LanguageRow = z.output<typeof languageRowSchema>;
export type NameRowContent = z.output<typeof placesFileSchema>['places'][number];
export type GeoLanguageContent = z.output<typeof geoLanguageFileSchema>;
export type SiteMetaContent = z.output<typeof metaFileSchema>;

/** The about page's text in one language: the Markdown as written (rendered by lib/markdown). */
export type AboutText = z.output<typeof aboutFileSchema> & {
  readonly file: string;
  readonly markdown: string;
};

/** English is required; each Nordic language is optional and falls back to English. */
export type AboutContent = { readonly en: AboutText } & Partial<Readonly<Record<NordicLang, AboutText>>>;

/** All editorial content, validated and cross-checked. Lists keep file order; builders sort. */
export interface ContentData {
  readonly news: readonly NewsRecord[];
  readonly events: readonly EventRecord[];
  readonly newsletters: readonly NewsletterRecord[];
  readonly outlets: readonly Outlet[];
  readonly searchTerms: readonly SearchTerm[];
  readonly eventSources: readonly EventSource[];
  readonly academia: Readonly<Record<AcademiaSectionName, readonly AcademiaItem[]>>;
  readonly entities: readonly Entity[];
  readonly relations: readonly Relation[];
  readonly regulation: readonly RegulationRow[];
  readonly profiles: readonly Profile[];
  readonly images: readonly ImageRecord[];
  readonly changelog: readonly ChangelogEntry[];
  readonly rules: RulesContent;
  readonly about: AboutContent;
  readonly archive: readonly ArchiveRow[];
  readonly languages: readonly LanguageRow[];
  readonly places: readonly NameRowContent[];
  readonly institutions: readonly NameRowContent[];
  readonly geoLanguage: GeoLanguageContent;
  readonly meta: SiteMetaContent;
}
