import { stripHtml } from '../../../common/articles';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { DATA_IMAGE, sanitizeBody } from '../../lib/sanitize';

/** Longest stored body HTML (inline images are stored apart, so this is text and markup). */
const BODY_HTML_MAX = 500_000;

/**
 * Sanitises a body, stores its inline data: images as files and puts their addresses in (decision 14).
 * Sanitising first makes every attribute double-quoted, so the image pattern finds them all; the second
 * pass drops any data: source that was not a valid image. The length is checked on the final HTML.
 */
export async function prepareBody(ctx: AppContext, raw: string) {
  let html = sanitizeBody(raw);
  const found = [...html.matchAll(DATA_IMAGE)].map((m) => m[1]!);
  for (const uri of new Set(found)) {
    const base64 = uri.slice(uri.indexOf(',') + 1).replace(/\s/g, '');
    const url = await ctx.images.storeImage(Buffer.from(base64, 'base64'), {
      width: 1600,
      accept: ['jpeg', 'png', 'gif', 'webp'],
      typeMessage: 'An image in the body is not a valid image.',
    });
    html = html.split(uri).join(url);
  }
  const body = sanitizeBody(html, { allowDataImages: false });
  if (body.length > BODY_HTML_MAX)
    throw badRequest(`The body must be at most ${BODY_HTML_MAX} characters (images are stored apart).`);
  return { body, bodyText: stripHtml(body) };
}
