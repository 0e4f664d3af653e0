/** Short texts, each under a bold heading in a card of its own: what a service or a programme offers. */
export function TextCards({
  items,
  className,
  cardClassName,
}: {
  items: readonly { title: string; text: string }[];
  /** The list's grid. */
  className: string;
  cardClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3 className="font-bold text-lilac-950">{item.title}</h3>
          <p className="mt-1 text-neutral-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
