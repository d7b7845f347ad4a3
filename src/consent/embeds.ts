/**
 * Third-party embeds in rich text (videos, slides, maps), as the build leaves
 * them (src/prerender/rich-text.ts): a placeholder, then the iframe inside a
 * <template>, which the browser does not load. An embed is shown (its iframe
 * put in the page) while the visitor allows its consent category, or after
 * its "show" button, for this page view; allowing the category shows every
 * such embed on the page at once, withdrawing it takes them all away again.
 */
import type { EmbedConsent } from '../../content-client/rich-html-embeds.ts';
import { openConsentSettings } from './consent-actions.ts';
import { hasAccepted, subscribeConsent } from './consent-state.ts';

const LOADED = 'embed--loaded';

function setShown(embed: HTMLElement, shown: boolean): void {
  const frame = embed.querySelector(':scope > iframe');
  if (shown && !frame) {
    const template = embed.querySelector<HTMLTemplateElement>(':scope > template');
    if (!template) return;
    embed.append(template.content.cloneNode(true));
    embed.classList.add(LOADED);
  } else if (!shown && frame) {
    frame.remove();
    embed.classList.remove(LOADED);
  }
}

/** Starts the embeds under `root`; returns what stops them (the rich text was replaced or left the page). */
export function startEmbeds(root: HTMLElement): () => void {
  const embeds = [...root.querySelectorAll<HTMLElement>('.embed[data-embed]')];
  if (embeds.length === 0) return () => {};
  const category = (embed: HTMLElement) => embed.dataset.embed as EmbedConsent;
  /** Embeds the visitor asked for one by one. */
  const asked = new Set<HTMLElement>();
  const allowed = new Map<EmbedConsent, boolean>();
  const update = () => {
    for (const embed of embeds) {
      const name = category(embed);
      const now = hasAccepted(name);
      // Withdrawing a category also takes away the embeds of it shown one by one.
      if (allowed.get(name) === true && !now) asked.delete(embed);
      setShown(embed, now || asked.has(embed));
    }
    for (const embed of embeds) allowed.set(category(embed), hasAccepted(category(embed)));
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    const embed = button?.closest<HTMLElement>('.embed[data-embed]');
    if (!button || !embed || !embeds.includes(embed)) return;
    if (button.hasAttribute('data-embed-settings')) openConsentSettings();
    else if (button.hasAttribute('data-embed-load')) {
      asked.add(embed);
      setShown(embed, true);
      // The button is gone with the placeholder: the keyboard goes on from the embed.
      embed.querySelector<HTMLIFrameElement>(':scope > iframe')?.focus();
    }
  };
  root.addEventListener('click', onClick);
  const unsubscribe = subscribeConsent(update);
  update();
  return () => {
    root.removeEventListener('click', onClick);
    unsubscribe();
  };
}
