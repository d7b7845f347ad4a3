import { company } from '../config/company.ts';
import { useConsent } from '../consent/use-consent.ts';
import { grantConsent } from '../consent/consent-actions.ts';
import type { Locale } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { InlineText } from './inline-text.tsx';

/** The office map: a click-to-load placeholder until the visitor accepts the "maps" category. */
export function OfficeMap({ locale }: { locale: Locale }) {
  const allowed = useConsent('maps');
  const t = dictionaries[locale].officeMap;
  const { lat, lon } = company.office;
  const bbox = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004].map((n) => n.toFixed(4)).join(',');
  const origin = company.thirdParty.mapsOrigin;
  return (
    <figure className="office-map" aria-label={t.title}>
      {allowed ? (
        <iframe
          title={t.title}
          src={`${origin}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`}
          width="800"
          height="450"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="office-map__placeholder">
          <p>
            <InlineText text={t.placeholder} />
          </p>
          <button type="button" className="button button--secondary" onClick={() => grantConsent('maps')}>
            {t.show}
          </button>
        </div>
      )}
      <figcaption>
        {company.address[locale]} ·{' '}
        <a href={`${origin}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`} rel="noopener" target="_blank">
          {t.open}
        </a>
      </figcaption>
    </figure>
  );
}
