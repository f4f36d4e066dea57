import type { Options as SanitizeSchema } from 'rehype-sanitize';

/** The allow-list every Markdown body passes before it becomes HTML, written out (not GitHub's default) so it can be reviewed here. */

// Footnote ids come from remark-rehype, which prefixes them with `user-content-` so no id in a
// body can shadow a global (DOM clobbering); the one fixed id is the footnote section's label.
const FOOTNOTE_ID = /^user-content-[\w.~-]+$/;
const FOOTNOTE_LABEL_ID = 'footnote-label';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const SANITIZE_SCHEMA: SanitizeSchema = {
  tagNames: [
    'p',
    'br',
    'hr',
    ...HEADINGS,
    'blockquote',
    'ul',
    'ol',
    'li',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'section',
  ],
  // Table parts outside a table could break out of the body's container.
  ancestors: { thead: ['table'], tbody: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  attributes: {
    a: [
      'href',
      'title',
      ['id', FOOTNOTE_ID],
      ['dataFootnoteRef', true, ''],
      ['dataFootnoteBackref', true, ''],
      ['ariaDescribedBy', FOOTNOTE_LABEL_ID],
      'ariaLabel',
      ['className', 'data-footnote-backref'],
    ],
    img: ['src', 'alt', 'title'],
    code: [['className', /^language-[\w+-]+$/]],
    ol: [['start', /^\d{1,9}$/]],
    li: [['id', FOOTNOTE_ID]],
    th: [['align', 'left', 'center', 'right']],
    td: [['align', 'left', 'center', 'right']],
    section: [
      ['dataFootnotes', true, ''],
      ['className', 'footnotes'],
    ],
    ...Object.fromEntries(
      HEADINGS.map((tag) => [
        tag,
        [
          ['id', FOOTNOTE_LABEL_ID],
          ['className', 'visually-hidden'],
        ],
      ]),
    ),
  },
  required: {},
  // The ids above are already prefixed; prefixing again would break the footnote links.
  clobber: [],
  clobberPrefix: '',
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
  // Dropped with everything inside them (other unknown elements keep their text).
  strip: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'template',
    'noscript',
    'textarea',
    'title',
    'svg',
    'math',
  ],
  allowComments: false,
  allowDoctypes: false,
};
