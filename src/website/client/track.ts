/**
 * The tracking page's own script: the air waybill field says what is wrong with the number,
 * in the browser's bubble and under the field. (Its WhatsApp hand-off is the shared script's.)
 */
import { setupMailtoForms, setupWhatsappForms } from './forms';
import { $$ } from './dom';

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

setupMessages();
setupMailtoForms();
setupWhatsappForms();
