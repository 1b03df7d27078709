/** '1 credit', '3 credits'. */
export const creditsText = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
