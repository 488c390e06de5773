// The rich-text editor's rules (part 2 §5), kept free of Quill so they can be unit-tested.
import { msg, t } from '../../../lib/i18n';

/** Link protocols the editor keeps; anything else becomes a blank address. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const BLANK_URL = 'about:blank';

/** Keeps http, https, mailto and tel links (and addresses without a scheme); any other becomes about:blank. */
export function sanitizeLinkUrl(url: string): string {
  const value = String(url ?? '').trim();
  if (!value) return BLANK_URL;
  // Browsers ignore tabs and newlines inside a scheme ('java\tscript:'); strip them before looking.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this strips
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return value; // relative or bare address such as example.com/page
  return (LINK_PROTOCOLS as readonly string[]).includes(scheme) ? value : BLANK_URL;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/**
 * Video links from YouTube and Vimeo become their embed addresses (https://www.youtube.com/embed/ID,
 * https://player.vimeo.com/video/ID); other addresses are answered unchanged.
 */
export function toEmbedUrl(input: string): string {
  const raw = String(input ?? '').trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return raw;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  } else if (host === 'youtu.be') {
    id = parts[0];
  }
  if (id !== undefined) return YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : raw;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vid = parts.find((p) => /^\d+$/.test(p));
    if (vid) return `https://player.vimeo.com/video/${vid}`;
  }
  return raw;
}

/** The 35-colour palette of the text and background pickers. */
export const PALETTE = [
  '#000000',
  '#e60000',
  '#ff9900',
  '#ffff00',
  '#008a00',
  '#0066cc',
  '#9933ff',
  '#ffffff',
  '#facccc',
  '#ffebcc',
  '#ffffcc',
  '#cce8cc',
  '#cce0f5',
  '#ebd6ff',
  '#bbbbbb',
  '#f06666',
  '#ffc266',
  '#ffff66',
  '#66b966',
  '#66a3e0',
  '#c285ff',
  '#888888',
  '#a10000',
  '#b26b00',
  '#b2b200',
  '#006100',
  '#0047b2',
  '#6b24b2',
  '#444444',
  '#5c0000',
  '#663d00',
  '#666600',
  '#003700',
  '#002966',
  '#3d1466',
];

export const HEADERS = [1, 2, 3, false] as const;
export const FONTS = [false, 'serif', 'monospace'] as const;
export const SIZES = ['small', false, 'large', 'huge'] as const;
export const ALIGNS = [false, 'center', 'right', 'justify'] as const;
export const INDENT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'];
export const HISTORY = { delay: 1000, maxStack: 100, userOnly: true } as const;

export type ToolbarKind = 'default' | 'general' | 'community';

/** The three toolbars (part 2 §5). */
export const TOOLBARS: Record<ToolbarKind, unknown[]> = {
  default: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'link'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['clean'],
  ],
  general: [
    [{ header: [1, 2, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link'],
    ['clean'],
  ],
  community: [
    [{ header: [1, 2, 3, false] }],
    ['blockquote', 'code-block'],
    [{ align: [...ALIGNS] }],
    ['link', 'image', 'video'],
  ],
};

/** Formats the editor accepts (pasted content is reduced to these). */
export const FORMATS = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'list',
  'indent',
  'align',
  'blockquote',
  'code-block',
  'link',
  'image',
  'video',
];

/** Accessible names of the toolbar's controls: by class, then by class and value (shown with t()). */
export const TOOLBAR_LABELS: Record<string, string | Record<string, string>> = {
  bold: msg('Bold'),
  italic: msg('Italic'),
  underline: msg('Underline'),
  strike: msg('Strikethrough'),
  link: msg('Insert link'),
  image: msg('Insert image'),
  video: msg('Insert video'),
  clean: msg('Clear formatting'),
  blockquote: msg('Blockquote'),
  'code-block': msg('Code block'),
  list: { ordered: msg('Numbered list'), bullet: msg('Bulleted list') },
  indent: { '+1': msg('Increase indent'), '-1': msg('Decrease indent') },
  header: msg('Heading'),
  align: msg('Text alignment'),
  font: msg('Font'),
  size: msg('Text size'),
  color: msg('Text colour'),
  background: msg('Background colour'),
};

/** The picker options' names that are not a heading level (shown with t()). */
const PICKER_ITEM_LABELS: Record<string, Record<string, string>> = {
  header: { '': msg('Normal text') },
  align: {
    '': msg('Align left'),
    center: msg('Align center'),
    right: msg('Align right'),
    justify: msg('Align justify'),
  },
  font: { '': msg('Default font'), serif: msg('Serif font'), monospace: msg('Monospace font') },
  size: { '': msg('Default size'), small: msg('Small size'), large: msg('Large size'), huge: msg('Huge size') },
};

/** The name of a picker option (header 1 → 'Heading 1', align '' → 'Align left'), in the page's language. */
export function pickerItemLabel(format: string, value: string | null): string {
  const v = value ?? '';
  const known = PICKER_ITEM_LABELS[format]?.[v];
  if (known) return t(known);
  if (format === 'header') return t('Heading {level}', { level: v });
  return v || t('Default');
}

/** The words Quill's header picker shows (its CSS shows English ones, unless an option has a data-label). */
export function headerPickerText(value: string | null): string {
  return value ? t('Heading {level}', { level: value }) : t('Normal');
}

/**
 * The words of Quill's link and video tooltip, which its CSS shows: editor.css reads them from these custom
 * properties, which the editor sets from the catalogue (shown with t()).
 */
export const TOOLTIP_WORDS: Record<string, string> = {
  '--ql-visit-url': msg('Visit URL:'),
  '--ql-enter-link': msg('Enter link:'),
  '--ql-enter-video': msg('Enter video:'),
  '--ql-edit': msg('Edit'),
  '--ql-save': msg('Save'),
  '--ql-remove': msg('Remove'),
};

/** Quill's empty document is '<p><br></p>': a body with no text and no image or video counts as empty. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
