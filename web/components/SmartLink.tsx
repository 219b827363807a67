import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isAppPath, isExternalLink } from '../lib/links';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** Router link for pages of this app, a plain anchor otherwise (other origins open in a new tab). */
export function SmartLink({ href, ref, ...rest }: SmartLinkProps) {
  if (isAppPath(href)) return <Link to={href} ref={ref} {...rest} />;
  const external = isExternalLink(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={href} ref={ref} {...external} {...rest} />;
}
