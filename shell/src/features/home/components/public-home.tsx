import { Link } from 'react-router-dom';

/** The public welcome: what the product offers (spec §1) and where to start. */
export function PublicHome() {
  return (
    <section className="home">
      <h1>Stay in touch from inside</h1>
      <p>
        Buy credits for the services that keep a person in custody connected, one service at a time or as a
        bundle covering several:
      </p>
      <ul className="home__services">
        <li>
          <strong>Friends</strong>: calls with volunteer companions outside.
        </li>
        <li>
          <strong>Call Connect</strong>: calls forwarded to the numbers you choose.
        </li>
        <li>
          <strong>AI Chat</strong>: conversations with an AI assistant.
        </li>
        <li>
          <strong>Messaging</strong>: messages to and from the outside.
        </li>
      </ul>
      <p>
        <Link className="button-link" to="/inmates/register">
          See the offers
        </Link>
      </p>
      <h2>Become a friend</h2>
      <p>
        Friends are people outside who take calls from inmates and are paid for every accepted call minute, to
        a Monero address.
      </p>
      <p>
        <Link className="button-link" to="/friends/register">
          Register as a friend
        </Link>
      </p>
    </section>
  );
}
