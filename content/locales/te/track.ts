/** The tracking page (/te/track-shipment), in Telugu (keys as in ../en/track.ts). Figures come from content/carriers.ts. */
import { carrierFigures } from '../../carriers';
import { claims } from '../../claims';
import { company } from '../../company';
import type { Messages } from '../en';

export const track: Messages['track'] = {
  meta: {
    title: 'మీ పార్శిల్ ట్రాక్ చేయండి',
    description: (carriers: string) =>
      `మీ ఎయిర్ వేబిల్ నంబర్ వాట్సాప్‌లో పంపండి, మీ పార్శిల్ తాజా స్టేటస్ చెబుతాం. లేదా ${carriers} ట్రాకింగ్ పేజీలో మీరే చూసుకోండి.`,
  },
  hero: {
    eyebrow: 'ట్రాకింగ్',
    title: 'మీ పార్శిల్ ట్రాక్ చేయండి',
    lead: `మీ ఎయిర్ వేబిల్ నంబర్ పంపండి, మా టీమ్ మీ పార్శిల్ తాజా స్టేటస్ చెబుతుంది. మేం ${claims.support} అందుబాటులో ఉంటాం.`,
  },
  ask: {
    title: 'మీ పార్శిల్ గురించి మమ్మల్ని అడగండి',
    text: 'మీ రసీదు మీద ఉన్న నంబర్ టైప్ చేయండి, ఆ నంబర్ నింపిన వాట్సాప్ చాట్ తెరుస్తాం. మాట్లాడాలనుకుంటే కాల్ చేయండి, నంబర్ దగ్గర పెట్టుకోండి.',
  },
  form: {
    label: 'ఎయిర్ వేబిల్ (AWB) నంబర్',
    hint: `మీ బుకింగ్ రసీదు మీద బార్‌కోడ్ కింద ఉంటుంది, ఉదాహరణకు ${carrierFigures.exampleAwb}.`,
    invalid: `మీ ఎయిర్ వేబిల్ నంబర్ ఇవ్వండి: ${carrierFigures.awbMin} నుంచి ${carrierFigures.awbMax} అక్షరాలు, అంకెలు, స్పేస్‌లు గానీ గీతలు గానీ లేకుండా.`,
    submit: 'వాట్సాప్‌లో అడగండి',
    direct: '{number}ని {carrier}లో ట్రాక్ చేయండి',
    whatsappIntro: 'నమస్కారం! నా పార్శిల్ తాజా స్టేటస్ చెప్పండి.',
  },
  carriers: {
    title: 'కొరియర్ కంపెనీ వెబ్‌సైట్‌లో ట్రాక్ చేయండి',
    text: 'మీ పార్శిల్ హైదరాబాద్ దాటగానే ఈ అంతర్జాతీయ భాగస్వాముల్లో ఒకరికి అప్పగిస్తాం, వాళ్ల ట్రాకింగ్ నంబర్ మీకు పంపుతాం. ఆ కంపెనీ సొంత పేజీలో మీరే చూసుకోవచ్చు:',
    notes: {
      dhl: `వేబిల్ నంబర్లు ${carrierFigures.dhlDigits} అంకెలు.`,
      fedex: `ట్రాకింగ్ నంబర్లు ${carrierFigures.fedexDigits} అంకెలు, కొన్నిసార్లు ఇంకా ఎక్కువ.`,
      ups: `ట్రాకింగ్ నంబర్లు సాధారణంగా ${carrierFigures.upsPrefix}తో మొదలవుతాయి.`,
      aramex: 'యూఏఈ, గల్ఫ్ దేశాలకు ఎక్కువగా వాడతాం.',
      indiaPost: `${carrierFigures.indiaPostExample} లాంటి ఆర్టికల్ నంబర్లు; హోమ్ పేజీ నుంచి ట్రాక్ చేయండి.`,
    },
    disclaimer: `ఈ లింకులు కొరియర్ కంపెనీల సొంత వెబ్‌సైట్లను తెరుస్తాయి; వాటిలోని విషయాలకు ${company.shortName} బాధ్యత వహించదు.`,
  },
};
