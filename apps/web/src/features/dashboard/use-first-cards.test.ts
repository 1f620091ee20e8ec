import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstCards } from './use-first-cards';

describe('useFirstCards', () => {
  it('draws a screenful of a page of cards first, then every card', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstCards(total), {
      initialProps: { total: 9 },
    });
    expect(result.current).toBe(3);
    await waitFor(() => expect(result.current).toBe(9));
    // The next page's cards are drawn as they come.
    rerender({ total: 18 });
    expect(result.current).toBe(18);
  });

  it('draws every card at once when not staged (coming back to a remembered place)', () => {
    const { result } = renderHook(() => useFirstCards(27, false));
    expect(result.current).toBe(27);
  });

  it('draws a short list at once', () => {
    const { result } = renderHook(() => useFirstCards(2));
    expect(result.current).toBe(2);
  });
});
