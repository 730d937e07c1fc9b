import { Link } from 'react-router-dom';
import { useBasePath } from '../lib/base-path';

/** Any path the route table of spec §2 does not have. */
export function NotFound() {
  const basePath = useBasePath();
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to={`${basePath}/`}>Go to the home page</Link>.
      </p>
    </section>
  );
}
