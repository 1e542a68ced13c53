import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from './apiClient';
import type { OrderDto, PaymentRequest, PlanDto } from './types';

/** Answers each call with the next of `answers` and keeps what was asked. */
function recordingFetch(...answers: { status: number; body: unknown }[]) {
  const queue = [...answers];
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const { status, body } = queue.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

const plan: PlanDto = {
  id: 2, name: 'Premium 1 month', price: '19.99', tomanPrice: '990000', features: ['Unlimited AI scoring'], type: 'Dollar', durationDays: 30, isActive: false,
};
const order: OrderDto = {
  id: 7, createdDate: '2026-11-26T18:00:00.000Z', paidDate: null, plan: { id: 2, name: 'Premium 1 month', durationDays: 30 }, amount: '19.99',
  currency: 'USD', gateway: 'PAYPAL', state: 'CREATED', promoCode: null, gatewayReference: 'PAY-1', premiumUntil: null, sandbox: true,
};

describe('payment calls of the API client', () => {
  it('reads the plan cards out of their HAL list', async () => {
    const fetch = recordingFetch({ status: 200, body: { _embedded: { planList: [plan] } } });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.getPlans()).resolves.toEqual([plan]);
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/settings/plans');
  });

  it('checks a promo code with the plan and its prices, and hands the refusal on in words', async () => {
    const fetch = recordingFetch(
      { status: 200, body: { data: { code: 'SPRING', price_irt: 792000, price_xxD: 15.99, description: '20% off' } } },
      { status: 400, body: { status: 400, message: 'This promo code has expired.', errors: [{ field: 'code', defaultMessage: 'This promo code has expired.' }] } },
    );
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.checkPromo(' spring ', { itemId: 2, priceIrt: 990000, priceUsd: 19.99 })).resolves.toEqual({
      data: { code: 'SPRING', price_irt: 792000, price_xxD: 15.99, description: '20% off' },
    });
    expect(String(fetch.mock.calls[0][0])).toBe(
      'https://pte.example/api/payments/promo/spring?item_id=2&price_irt=990000&price_xxD=19.99&for_service=pte',
    );
    const refusal = await client.checkPromo('OLD', { itemId: 2, priceIrt: 990000, priceUsd: 19.99 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).firstMessage).toBe('This promo code has expired.');
  });

  it('posts the order as the spec names its fields and returns the approval address', async () => {
    const fetch = recordingFetch({ status: 200, body: { data: { order_id: 7, approval_url: 'https://pte.example/sandbox/paypal/checkoutnow?token=PAY-1' } } });
    const client = createPteClient({ baseURL: 'https://pte.example', getToken: () => 'tok', fetch: fetch as never });
    const request: PaymentRequest = {
      item: { item_id: 2, related_service: 'pte' },
      redirect_url: 'https://pte.example/dashboard',
      secondary_redirect_url: 'https://pte.example/dashboard/plans',
      discount_code: 'SPRING',
      payment_gateway: 'PAYPAL',
    };
    await expect(client.createPayment(request)).resolves.toEqual({
      data: { order_id: 7, approval_url: 'https://pte.example/sandbox/paypal/checkoutnow?token=PAY-1' },
    });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('https://pte.example/api/payments/order');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(request) });
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer tok');
  });

  it('pages through the orders and reads one', async () => {
    const page = { _embedded: { orderDtoList: [order] }, page: { size: 5, totalElements: 1, totalPages: 1, number: 0 } };
    const fetch = recordingFetch({ status: 200, body: page }, { status: 200, body: order }, { status: 404, body: { status: 404, message: 'Order not found', errors: [] } });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.getOrders({ page: 0, size: 5 })).resolves.toEqual(page);
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/payments/orders?page=0&size=5');
    await expect(client.getOrder(7)).resolves.toEqual(order);
    expect(String(fetch.mock.calls[1][0])).toBe('https://pte.example/api/payments/orders/7');
    await expect(client.getOrder(8)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });
});
