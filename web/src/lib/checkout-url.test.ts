import { describe, expect, it } from 'vitest';
import { checkoutUrlOrNull } from './checkout-url.ts';

describe('checkoutUrlOrNull', () => {
  const origin = 'http://localhost:8787';

  it('follows the app’s own checkout paths and http(s) provider pages', () => {
    expect(checkoutUrlOrNull('/api/test-checkout/tok', origin)).toBe('http://localhost:8787/api/test-checkout/tok');
    expect(checkoutUrlOrNull('https://checkout.paystack.com/abc', origin)).toBe('https://checkout.paystack.com/abc');
    expect(checkoutUrlOrNull('https://checkout.stripe.com/c/pay/cs_test_1', origin)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
  });

  it('follows nothing else', () => {
    expect(checkoutUrlOrNull('javascript:alert(1)', origin)).toBeNull();
    expect(checkoutUrlOrNull('', origin)).toBeNull();
    expect(checkoutUrlOrNull(null, origin)).toBeNull();
    expect(checkoutUrlOrNull(undefined, origin)).toBeNull();
  });
});
