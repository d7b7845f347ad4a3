import { useDictionary, useLeafPageData } from './hooks.ts';
import { InlineText } from '../components/inline-text.tsx';

/** Tells an editor that the page shows an unpublished draft (draft preview only). */
export function PreviewBanner() {
  const t = useDictionary();
  if (!useLeafPageData()?.meta.preview) return null;
  return (
    <div className="preview-banner" role="note">
      <strong>{t.draft.bannerTitle}</strong> <InlineText text={t.draft.banner} />
    </div>
  );
}
