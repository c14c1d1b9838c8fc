import { whatsappChat } from '../../../content/links';
import { Icon } from './Icon';

/**
 * A form's "Send on WhatsApp": without JavaScript it sends the form to wa.me as a GET, which
 * reads only the `text` field (her message); the forms' script builds the whole message from
 * `intro` and the fields it names (`fields`, by name; every field when left out).
 */
export function WhatsAppSubmit({
  intro,
  label,
  fields,
}: {
  intro: string;
  label: string;
  fields?: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn-whatsapp"
      formAction={whatsappChat}
      formMethod="get"
      formEncType="application/x-www-form-urlencoded"
      formNoValidate
      data-whatsapp={intro}
      data-fields={fields}
    >
      <Icon name="whatsapp" />
      {label}
    </button>
  );
}
