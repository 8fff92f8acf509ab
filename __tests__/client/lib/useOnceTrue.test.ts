import { renderHook } from '@testing-library/react';
import { useOnceTrue } from '@/lib/react/useOnceTrue';

describe('useOnceTrue', () => {
  it('is false until the value is first true, then stays true', () => {
    const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), { initialProps: { value: false } });
    expect(result.current).toBe(false);
    rerender({ value: false });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the value starts true', () => {
    const { result } = renderHook(() => useOnceTrue(true));
    expect(result.current).toBe(true);
  });
});
