import sanitizeHtml from 'sanitize-html';

/** Embeds the editor may insert: YouTube and Vimeo player addresses only (decision 14). */
const EMBED =
  /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)([?#][^\s"']*)?$/;

const ALIGN = /^(left|right|center|justify)$/;

/**
 * The allow-list matching the editor's formats (headers, lists, quotes, code, links, images, video, alignment,
 * indent, font, size and colour classes). Links: http, https, mailto, tel only. No script, style element or
 * event attribute survives. Used on every write of an article body.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'img',
    'iframe',
    'hr',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'class'],
    li: ['data-list', 'class'],
    pre: ['class', 'spellcheck'],
    ol: ['class'],
    '*': ['class', 'style'],
  },
  allowedClasses: {
    '*': [/^ql-(align|indent|font|size|direction|syntax|video|code-block)[\w-]*$/],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
      'text-align': [ALIGN],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !EMBED.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
  disallowedTagsMode: 'discard',
};

const STRICT: sanitizeHtml.IOptions = { ...OPTIONS, allowedSchemesByTag: { img: ['http', 'https'] } };

/** Cleans an article body. `allowDataImages: false` also drops inline data: images (after they were stored). */
export function sanitizeBody(html: string, opts: { allowDataImages?: boolean } = {}): string {
  return sanitizeHtml(html, opts.allowDataImages === false ? STRICT : OPTIONS);
}

/** Inline data: images in a body, to be stored as files and replaced by their address (decision 14). */
export const DATA_IMAGE = /<img\b[^>]*?\bsrc="(data:image\/[a-z+]+;base64,[A-Za-z0-9+/=\s]+)"/gi;
