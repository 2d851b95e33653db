import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Task {
  readonly label: string;
  readonly to: string;
}

const tasks: readonly Task[] = [
  {label: 'Create a checkout session and take a payment', to: '/docs/developers/convenient-checkout-api/'},
  {label: 'Embed or host the checkout widget', to: '/docs/developers/convenient-checkout-ui/'},
  {label: 'Save cards and bank accounts to a wallet', to: '/docs/developers/Core-Capabilities/'},
  {label: 'Receive webhooks and reports', to: '/docs/developers/Add-on-services/'},
  {label: 'Test before you go live', to: '/docs/developers/Testing/'},
  {label: 'Diagnose a failing integration', to: '/docs/developers/Trouble-Shooting/'},
  {label: 'Move existing customers across', to: '/docs/developers/Customer-migration/'},
  {label: 'Read the latest release notes', to: '/docs/developers/Release-notes/'},
  {label: 'How to read these docs', to: '/markdown-page/'},
];

export default function TaskLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="tasks-heading">
      <div className="container">
        <Heading as="h2" id="tasks-heading">
          Common tasks
        </Heading>
        <ul className={styles.list}>
          {tasks.map(({label, to}) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
