/**
 * Card numbers on the test gateway's page ("Card payments"): card-validator checks the Luhn digit, the
 * length, the expiry and the CVC, and names the network; mada, the Saudi debit network, is added to
 * its card types by BIN, ahead of the Visa, Mastercard or Maestro prefixes a mada card shares.
 */
import cardValidator from 'card-validator';

/** mada's published BINs (issuer prefixes). */
export const MADA_BINS = [
  '400861', '401757', '407197', '407395', '409201', '410621', '410685', '417633', '419593', '422817', '422818', '422819',
  '428331', '428671', '428672', '428673', '431361', '432328', '434107', '439954', '440533', '440647', '440795', '445564',
  '446393', '446404', '446672', '455036', '455708', '457865', '458456', '462220', '468540', '468541', '468542', '468543',
  '483010', '483011', '483012', '484783', '486094', '486095', '486096', '489317', '489318', '489319', '504300', '508160',
  '513213', '520058', '521076', '524130', '524514', '529415', '529741', '530060', '530906', '531095', '531196', '532013',
  '535825', '535989', '536023', '537767', '543085', '543357', '549760', '554180', '585265', '588845', '588847', '588848',
  '588850', '588982', '588983', '589005', '589206', '604906', '636120', '968201', '968202', '968203', '968204', '968205',
  '968206', '968207', '968208', '968209', '968211',
];

cardValidator.creditCardType.addCard({
  niceType: 'mada',
  type: 'mada',
  patterns: MADA_BINS.map(Number),
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
});
// First: some BINs (504300, 588845, 636120…) are also inside Maestro's or Discover's ranges.
cardValidator.creditCardType.changeOrder('mada', 0);

export type CardNetwork = 'visa' | 'mastercard' | 'mada';
const ACCEPTED: readonly string[] = ['visa', 'mastercard', 'mada'];

/** The network a number belongs to, as far as its digits tell; null when none we accept. */
export function cardNetwork(number: string): CardNetwork | null {
  const digits = number.replace(/\D/g, '');
  if (digits === '') return null;
  const type = cardValidator.number(digits).card?.type;
  return type && ACCEPTED.includes(type) ? (type as CardNetwork) : null;
}

/** Prefix patterns of the accepted networks, most specific first, for the payment page to name a card as it is typed. */
export function networkPatterns(): { network: CardNetwork; patterns: (number | [number, number])[] }[] {
  return (['mada', 'mastercard', 'visa'] as const).map((network) => ({
    network,
    patterns: cardValidator.creditCardType.getTypeInfo(network).patterns as (number | [number, number])[],
  }));
}

export interface CardInput {
  number: string;
  name: string;
  /** MM/YY, as typed. */
  expiry: string;
  cvc: string;
}

export type CardProblem = 'numberInvalid' | 'networkUnsupported' | 'nameRequired' | 'expiryInvalid' | 'cvcInvalid';

/** What is wrong with a card, field by field; null when it can be charged. */
export function checkCard(card: CardInput): { problem: CardProblem } | { network: CardNetwork; digits: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  const checked = cardValidator.number(digits);
  if (!/^\d+$/.test(digits) || !checked.isValid) return { problem: 'numberInvalid' };
  const network = cardNetwork(digits);
  if (!network) return { problem: 'networkUnsupported' };
  if (!cardValidator.cardholderName(card.name.trim()).isValid) return { problem: 'nameRequired' };
  if (!cardValidator.expirationDate(card.expiry.replace(/\s/g, '')).isValid) return { problem: 'expiryInvalid' };
  if (!cardValidator.cvv(card.cvc.trim(), checked.card?.code.size ?? 3).isValid) return { problem: 'cvcInvalid' };
  return { network, digits };
}
