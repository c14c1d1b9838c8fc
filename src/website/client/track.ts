/**
 * The tracking page's own script: the air waybill field says what is wrong with the number,
 * in the browser's bubble and under the field, and a well-formed number is linked to the
 * shipment on the partner carriers' own pages: their links in the list lead to it, the carriers
 * whose numbers have its shape first, and the first of those is a button beside "Ask on
 * WhatsApp". (Its WhatsApp hand-off is forms.ts's.)
 */
import { $, $$ } from './dom';
import { setupMailtoForms, setupWhatsappForms } from './forms';

/** Fields with data-message say that message when they are invalid, in the browser's bubble and under the field. */
function setupMessages(): void {
  $$<HTMLInputElement>('input[data-message]').forEach((input) => {
    const note = document.getElementById(`${input.id}-error`)!;
    const validate = () => {
      input.setCustomValidity('');
      // validity, not checkValidity(): that would fire "invalid" and show the message before any submit.
      input.setCustomValidity(input.validity.valid ? '' : input.dataset.message!);
    };
    const show = () => {
      note.textContent = input.validity.valid ? '' : input.dataset.message!;
      input.setAttribute('aria-invalid', String(!input.validity.valid));
    };
    input.addEventListener('input', () => {
      validate();
      if (input.validity.valid) show();
    });
    input.addEventListener('invalid', show);
    validate();
  });
}

/**
 * Each carrier link (data-shipment: its page for one shipment, before the number; data-number:
 * the shape of its numbers) leads to her shipment while the number is well formed, and to the
 * carrier's tracking page otherwise; the carriers whose shape the number has come first.
 */
function setupCarrierLinks(): void {
  const input = $<HTMLInputElement>('#awb');
  const list = $('.carrier-list');
  if (!input || !list) return;
  const direct = $<HTMLAnchorElement>('[data-direct]')!;
  const rows = $$('li', list);
  const links = rows.map((row) => $<HTMLAnchorElement>('a', row)!);
  const pages = links.map((link) => link.href);
  const update = () => {
    const number = input.value.trim().toUpperCase();
    const valid = !!number && input.validity.valid;
    const isLikely = (link: HTMLAnchorElement) =>
      valid && !!link.dataset.number && new RegExp('^(' + link.dataset.number + ')$').test(number);
    links.forEach((link, i) => {
      link.href = valid && link.dataset.shipment ? link.dataset.shipment + number : pages[i]!;
    });
    list.append(...rows.filter((_, i) => isLikely(links[i]!)));
    list.append(...rows.filter((_, i) => !isLikely(links[i]!)));
    const best = links.find((link) => isLikely(link) && link.dataset.shipment);
    direct.hidden = !best;
    if (best) {
      direct.href = best.href;
      direct.lastChild!.textContent = direct.dataset
        .direct!.replace('{number}', number)
        .replace('{carrier}', $('strong', best)!.textContent!);
    }
  };
  input.addEventListener('input', update);
  addEventListener('pageshow', update);
  update();
}

setupMessages();
setupCarrierLinks();
setupMailtoForms();
setupWhatsappForms();
