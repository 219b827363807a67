import type { PaymentLink } from '../shared/types';

/** The hosted page of a link as anyone can open it: the API gives the path, the browser the origin. */
export function absoluteLinkUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** HTML to put the checkout inside another page. */
export function embedSnippet(url: string, title: string): string {
  const src = `${url}${url.includes('?') ? '&' : '?'}mode=inline`;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${escape(src)}" title="${escape(title)}" width="100%" height="720" style="border: 0; max-width: 582px;" allow="clipboard-write; payment"></iframe>`;
}

/** What a link is called in lists: its name, else what it sells. */
export function linkTitle(link: PaymentLink, fallback: string): string {
  if (link.name) return link.name;
  const names = link.line_items.map((item) => item.price?.product?.name).filter(Boolean);
  return names.length ? names.join(', ') : fallback;
}
