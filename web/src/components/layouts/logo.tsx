import { Link } from 'react-router-dom';

/** The text logo; links to `to` (the landing page when signed in). */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Bee.Watch">
      <span aria-hidden="true" className="logo-mark">
        ⬢
      </span>
      <span>Bee.Watch</span>
    </Link>
  );
}
