import { Link } from 'react-router';
import { paths } from '../routes.ts';
import { useDictionary, useLocale } from '../app/hooks.ts';
import { searchIgnore } from '../search/page-attributes.ts';
import { InlineText } from './inline-text.tsx';

export interface Crumb {
  label: string;
  href: string;
}

/** Home › parents › this page (the last item is the current page, not a link). */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const t = useDictionary();
  const locale = useLocale();
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumb.label} {...searchIgnore}>
      <ol>
        <li>
          <Link to={paths.home(locale)}>{t.breadcrumb.home}</Link>
        </li>
        {trail.map((c) => (
          <li key={c.href}>
            <Link to={c.href}>{c.label}</Link>
          </li>
        ))}
        <li aria-current="page">
          <InlineText text={current} />
        </li>
      </ol>
    </nav>
  );
}
