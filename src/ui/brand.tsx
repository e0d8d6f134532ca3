/** The logo mark and name; the name comes from server config (docs/product.md#brand). */
export function Brand({ name }: { name: string }) {
  return (
    <div className="brand">
      <svg className="brand__logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b4f8a" />
        <path
          d="M14 42 L28 28 L36 36 L50 20"
          stroke="#f2b705"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M40 20 H50 V30"
          stroke="#f2b705"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{name}</span>
    </div>
  );
}
