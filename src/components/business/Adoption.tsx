import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import contract from '@generated/openapi-docs/default/contract.json';
import ScrollTable from '@site/src/components/common/ScrollTable';
import {enumEntries, formatValue} from '@site/src/components/reference/SchemaView/schema';
import {
  contacts,
  feeTypes,
  paymentMethodRows,
  pciScopes,
  readerChannels,
  serviceObjectives,
  timeline,
  type Contact,
} from '@site/src/data/adoption';
import {matrixCell} from './matrix';
import styles from './styles.module.css';

/** The values of a contract enum schema (or of one of its properties), with their descriptions. */
function contractValues(schemaName: string, property?: string): {value: string; description?: string}[] {
  const schema = contract.schemas[schemaName];
  const target = property === undefined ? schema : schema?.properties?.[property];
  if (target === undefined || typeof target !== 'object' || '$ref' in target) {
    throw new Error(`The contract has no enum at ${schemaName}${property === undefined ? '' : `.${property}`}`);
  }
  return enumEntries(target).map(({value, description}) => ({
    value: formatValue(value),
    ...(description === undefined ? {} : {description}),
  }));
}

/** The currencies the contract accepts on a payment, as prose: "US dollars (USD)". */
export function Currencies(): ReactNode {
  const codes = contractValues('Payment', 'currencyCode').map(({value}) => value);
  return <>{codes.map((code) => (code === 'USD' ? 'US dollars (USD)' : code)).join(', ')}</>;
}

/** Ways to pay against the ways a customer meets the checkout, from the contract's channel enums. */
export function PaymentMethodMatrix(): ReactNode {
  const described = new Map(contractValues('CardChannel').map(({value, description}) => [value, description ?? value]));
  const describe = (value: string): string => described.get(value) ?? value;
  return (
    <ScrollTable label="Ways to pay by channel">
      <thead>
        <tr>
          <th scope="col">Way to pay</th>
          {readerChannels.map((column) => (
            <th scope="col" key={column.id}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {paymentMethodRows.map((row) => {
          const allowed = contractValues(row.channelSchema).map(({value}) => value);
          const describeFor = (value: string): string => row.wording?.[value] ?? describe(value);
          return (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {readerChannels.map((column) => {
                const cell = matrixCell(row, column, allowed, describeFor);
                return (
                  <td key={column.id}>
                    {cell.length === 0 ? 'Not offered' : cell.map(({description}) => description).join(' ')}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** Each fee type: when it is charged and how it is computed; never a rate. */
export function FeeTypeTable(): ReactNode {
  return (
    <ScrollTable label="Fee types">
      <thead>
        <tr>
          <th scope="col">Fee</th>
          <th scope="col">When it is charged</th>
          <th scope="col">How it is computed</th>
        </tr>
      </thead>
      <tbody>
        {feeTypes.map((fee) => (
          <tr key={fee.reportName}>
            <th scope="row">
              {fee.name}
              <span className={styles.from}> (fee report: {fee.reportName})</span>
            </th>
            <td>{fee.whenCharged}</td>
            <td>
              {fee.computed === 'fixed'
                ? 'A fixed amount per event, set in your agreement.'
                : 'A rate in basis points of the amount taken, plus a fixed amount per payment, both set in your agreement.'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The PCI DSS self-assessment questionnaire we expect for each way of taking cards. */
export function PciScopeTable(): ReactNode {
  return (
    <ScrollTable label="PCI scope by integration">
      <thead>
        <tr>
          <th scope="col">Integration</th>
          <th scope="col">Where card numbers go</th>
          <th scope="col">Questionnaire we expect</th>
          <th scope="col">What stays with you</th>
        </tr>
      </thead>
      <tbody>
        {pciScopes.map((scope) => (
          <tr key={scope.integration}>
            <th scope="row">
              <Link to={scope.guide}>{scope.integration}</Link>
            </th>
            <td>{scope.cardDataReaches}</td>
            <td>{scope.expectedSaq}</td>
            <td>{scope.staysWithYou}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** A typical timeline from signature to the first live payment. */
export function TimelineTable(): ReactNode {
  return (
    <ScrollTable label="Typical integration timeline">
      <thead>
        <tr>
          <th scope="col">Integration</th>
          <th scope="col">Signature to first live payment</th>
          <th scope="col">What sets the pace</th>
        </tr>
      </thead>
      <tbody>
        {timeline.map((row) => (
          <tr key={row.integration}>
            <th scope="row">{row.integration}</th>
            <td>
              {row.weeks[0]} to {row.weeks[1]} weeks
            </td>
            <td>{row.drivenBy}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The three service objectives and what each means for a business. */
export function ServiceObjectives(): ReactNode {
  return (
    <ScrollTable label="Service objectives">
      <thead>
        <tr>
          <th scope="col">Objective</th>
          <th scope="col">Target</th>
          <th scope="col">What it means</th>
        </tr>
      </thead>
      <tbody>
        {serviceObjectives.map((objective) => (
          <tr key={objective.name}>
            <th scope="row">{objective.name}</th>
            <td>{objective.target}</td>
            <td>{objective.meaning}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ContactRow({contact}: {readonly contact: Contact}): ReactNode {
  return (
    <tr>
      <th scope="row">{contact.purpose}</th>
      <td>
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
      </td>
      <td>{contact.hours}</td>
      <td>{contact.firstAnswer}</td>
    </tr>
  );
}

/** Who to write to, when they answer and how soon. */
export function ContactTable(): ReactNode {
  return (
    <ScrollTable label="Contacts and support hours">
      <thead>
        <tr>
          <th scope="col">For</th>
          <th scope="col">Write to</th>
          <th scope="col">Hours</th>
          <th scope="col">First answer</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(contacts).map(([id, contact]) => (
          <ContactRow key={id} contact={contact} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** A list from the adoption data, such as the Nacha duties or the support model. */
export function FactList({items}: {readonly items: readonly string[]}): ReactNode {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
