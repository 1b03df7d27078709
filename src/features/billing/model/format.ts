/** 3, 2027 -> '03/2027'. */
export const formatCardExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  eftpos_au: 'eftpos Australia',
  cartes_bancaires: 'Cartes Bancaires',
  unknown: 'Card',
};

/** The payment provider's brand code as people read it ('visa' -> 'Visa'). */
export function cardBrandLabel(brand: string | null | undefined): string {
  const key = (brand ?? '').trim().toLowerCase();
  if (!key) return 'Card';
  return BRANDS[key] ?? key.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
