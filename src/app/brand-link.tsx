import { Link } from 'react-router';
import { paths } from '../routes.ts';
import { LogoMark } from '../components/logo-mark.tsx';
import { useDictionary, useLocale } from './hooks.ts';

/** The logo and the company's name, linking to the home page of the current language (header, drawer, footer). */
export function BrandLink({ inverse = false }: { inverse?: boolean }) {
  const locale = useLocale();
  const t = useDictionary();
  return (
    <Link to={paths.home(locale)} className={inverse ? 'brand brand--inverse' : 'brand'}>
      <LogoMark />
      <span className="brand__name">{t.siteName}</span>
    </Link>
  );
}
