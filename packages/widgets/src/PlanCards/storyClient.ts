import { ApiError, type OrderDto, type PaymentRequest, type PaymentResponse, type PlanDto, type PromoCheck, type PteClient } from '@pte-kit/core';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

export const PLANS: PlanDto[] = [
  { id: 1, name: 'Free', price: 'Free', tomanPrice: 'Free', features: ['5 AI-scored answers', 'All question types'], type: 'Dollar', durationDays: 0, isActive: true },
  {
    id: 2, name: 'Premium 1 month', price: '19.99', tomanPrice: '990000', type: 'Dollar', durationDays: 30, isActive: false,
    features: ['Unlimited AI scoring', 'Weekly and monthly prediction lists', 'Personal study plan'],
  },
  {
    id: 3, name: 'Premium 3 months', price: '49.99', tomanPrice: '2500000', type: 'Toman', durationDays: 90, isActive: false,
    features: ['Everything in Premium 1 month', 'Three months for the price of two and a half'],
  },
];

/** The codes the story client knows: SAVE20 takes 20% off, FREEMONTH makes one month free. */
const PROMOS: Record<string, { percent: number; description: string }> = {
  SAVE20: { percent: 20, description: '20% off any plan' },
  FREEMONTH: { percent: 100, description: 'One month free' },
};

export const ORDER: OrderDto = {
  id: 41, createdDate: '2026-11-20T09:15:00Z', paidDate: '2026-11-20T09:16:10Z', plan: { id: 2, name: 'Premium 1 month', durationDays: 30 },
  amount: '15.99', currency: 'USD', gateway: 'PAYPAL', state: 'PAID', promoCode: 'SAVE20', gatewayReference: '5O190127TN364715T',
  premiumUntil: '2026-12-20T09:16:10Z', sandbox: true,
};

/**
 * Plans, promo codes and orders in memory, as the API answers them. `orders` is the learner's purchase history;
 * `onPayment` sees each order request (a story's approval just records it).
 */
export function paymentsClient({ plans = PLANS, orders = [ORDER], delay = 200, failing = false } = {}): PteClient {
  return {
    getPlans: async () => {
      await wait(delay);
      if (failing) throw new ApiError(503, 'The plans are not available right now.', { status: 503, message: 'The plans are not available right now.', errors: [] });
      return plans;
    },
    checkPromo: async (code: string, { priceIrt, priceUsd }: { priceIrt: number; priceUsd: number }): Promise<PromoCheck> => {
      await wait(delay);
      const promo = PROMOS[code.trim().toUpperCase()];
      if (!promo) {
        const message = 'This promo code does not exist.';
        throw new ApiError(400, message, { status: 400, message, errors: [{ field: 'code', defaultMessage: message }] });
      }
      const factor = (100 - promo.percent) / 100;
      return { data: { code: code.trim().toUpperCase(), price_irt: Math.round(priceIrt * factor), price_xxD: Math.round(priceUsd * factor * 100) / 100, description: promo.description } };
    },
    createPayment: async (request: PaymentRequest): Promise<PaymentResponse> => {
      await wait(delay);
      if (request.discount_code === 'FREEMONTH') return { data: { order_id: 43, message: 'Your promo code made this plan free: Premium is active now.' } };
      return { data: { order_id: 42, approval_url: `#sandbox-${request.payment_gateway.toLowerCase()}` } };
    },
    getOrders: async ({ page = 0, size = 10 }: { page?: number; size?: number } = {}) => {
      await wait(delay);
      return {
        _embedded: { orderDtoList: orders.slice(page * size, page * size + size) },
        page: { size, number: page, totalElements: orders.length, totalPages: Math.ceil(orders.length / size) },
      };
    },
    getOrder: async (id: number) => {
      await wait(delay);
      const order = orders.find((item) => item.id === id);
      if (!order) throw new ApiError(404, 'No such order.', { status: 404, message: 'No such order.', errors: [] });
      return order;
    },
  } as unknown as PteClient;
}
