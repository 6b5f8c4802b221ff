/** Five stars, `value` of them filled, read out as "4 out of 5 stars". */
export function StarRow({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="rt-stars">
      {'★'.repeat(value)}
      <span className="rt-stars__empty">{'★'.repeat(5 - value)}</span>
    </span>
  );
}
