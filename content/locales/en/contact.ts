/**
 * The contact page (/contact): contact cards, the enquiry form and the office's address.
 * The form's labels are also the labels of the lines of the email and WhatsApp message the
 * form writes for the customer ("Full Name: Ravi"), so they should read well there too.
 */
import { claims } from '../../claims';
import { company } from '../../company';

export const contact = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it); max ~45 characters. */
    title: 'Contact Us and Get a Quote',
    /** The search result snippet; `hours` is the office hours ("Monday to Saturday 9:00 AM-7:00 PM, Sunday ..."). */
    description: (hours: string) =>
      `Call, WhatsApp or email ${company.shortName} in Hyderabad for a courier quote or pickup. Open ${hours}.`,
  },

  hero: {
    eyebrow: 'Contact',
    title: 'Get in touch',
    lead: `Ask for a quote, book a pickup or check on a parcel. We answer calls and WhatsApp ${claims.support}.`,
  },

  /** Cards with a heading, the detail and a link; the phone number, email and address are filled in. */
  cards: {
    call: { title: 'Call us', action: 'Call\u00a0now' },
    whatsapp: { title: 'WhatsApp', body: 'Chat with our team', action: 'Start a chat' },
    email: { title: 'Email', action: 'Write to us' },
    office: { title: 'Head office', action: 'Get directions' },
    /** `note` under the hours: what they are for, and what answers at any hour. */
    hours: {
      title: 'Office hours',
      note: `The office is open, and we collect parcels, in these hours. Phone and WhatsApp answer ${claims.support}.`,
    },
  },

  formIntro: {
    title: 'Send us a message',
    text: 'Tell us what you are sending and where. We will reply with a quote and the next steps.',
  },

  form: {
    /** Field labels (also the labels of the lines of the message the form writes). */
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    service: 'Service',
    /** After the Service label, smaller. */
    optional: '(optional)',
    message: 'Message',
    /** The service menu's first, empty choice; the services' names are in ui.ts. */
    selectService: 'Select a service',
    otherService: 'Other',
    /** Grey example text inside the empty message box. */
    messagePlaceholder: 'What are you sending, from where to where, and roughly how heavy is it?',
    /** The two buttons; max ~20 characters each. */
    submit: 'Send Message',
    whatsapp: 'Send on WhatsApp',
    /** The first line of the WhatsApp message the form writes; the filled-in fields follow, one a line. */
    whatsappIntro: 'Hello! I would like a courier quote.',
    /** The subject of the email the form writes. */
    emailSubject: 'Courier enquiry from the website',
    /** Shown under the form once the email app opens; `email` is our address. */
    emailSent: (email: string) =>
      `Thank you! Your email app should now open with your message addressed to ${email}.`,
    /** The note under the buttons: the first sentence depends on how the site is set up. */
    noteEndpoint: 'Send Message: we reply within one working day.',
    noteEmail: 'Send Message opens your email app with your message ready to send to us.',
    noteWhatsapp: 'Send on WhatsApp opens a chat with us with your details written in. See our ',
    notePrivacyLink: 'privacy policy',
    noteEnd: '.',
    /**
     * Under the message as she types: how much more fits in the email or chat link (a link longer
     * than about 2,000 characters may not open; letters of Indian scripts take more room in it
     * than English ones). {n} is a number.
     */
    charsLeft: 'About {n} characters left',
    /** When the message no longer fits; {n} is about how many characters to take out. */
    tooLong:
      'Your message is too long for the email or WhatsApp link: shorten it by about {n} characters.',
  },

  map: {
    title: 'Visit our head office',
    /** Button that opens the address in Google Maps. */
    open: 'Open in Google Maps',
  },
};
