import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import contract from '@generated/openapi-docs/default/contract.json';
import ScrollTable from '@site/src/components/common/ScrollTable';
import {enumEntries, formatValue} from '@site/src/components/reference/SchemaView/schema';
import {
  cardBrandNames,
  contacts,
  feeTypes,
  paymentMethodRows,
  pciScopes,
  readerChannels,
  serviceObjectives,
  timeline,
  type Contact,
  type FeeType,
} from '@site/src/data/adoption';
import {matrixCell} from './matrix';
import RowTable from './RowTable';
import styles from './styles.module.css';

const computedAs: Readonly<Record<FeeType['computed'], string>> = {
  'rate and fixed part':
    'A rate in basis points of the amount taken, plus a fixed amount per payment, both set in your agreement.',
  fixed: 'A fixed amount per event, set in your agreement.',
};

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

/** The card brands the contract accepts, by name: "Visa, Mastercard … and UnionPay". */
export function CardBrands(): ReactNode {
  const names = contractValues('CardBrand').flatMap(({value}) => {
    const name = cardBrandNames[value];
    return name === undefined ? [] : [name];
  });
  const last = names.pop() ?? '';
  return <>{names.length === 0 ? last : `${names.join(', ')} and ${last}`}</>;
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
    <RowTable
      label="Fee types"
      rows={feeTypes}
      rowKey={(fee) => fee.reportName}
      columns={[
        {
          header: 'Fee',
          cell: (fee) => (
            <>
              {fee.name}
              <span className={styles.from}> (fee report: {fee.reportName})</span>
            </>
          ),
        },
        {header: 'When it is charged', cell: (fee) => fee.whenCharged},
        {header: 'How it is computed', cell: (fee) => computedAs[fee.computed]},
      ]}
    />
  );
}

/** The PCI DSS self-assessment questionnaire we expect for each way of taking cards. */
export function PciScopeTable(): ReactNode {
  return (
    <RowTable
      label="PCI scope by integration"
      rows={pciScopes}
      rowKey={(scope) => scope.integration}
      columns={[
        {header: 'Integration', cell: (scope) => <Link to={scope.guide}>{scope.integration}</Link>},
        {header: 'Where card numbers go', cell: (scope) => scope.cardDataReaches},
        {header: 'Questionnaire we expect', cell: (scope) => scope.expectedSaq},
        {header: 'What stays with you', cell: (scope) => scope.staysWithYou},
      ]}
    />
  );
}

/** A typical timeline from signature to the first live payment. */
export function TimelineTable(): ReactNode {
  return (
    <RowTable
      label="Typical integration timeline"
      rows={timeline}
      rowKey={(row) => row.integration}
      columns={[
        {header: 'Integration', cell: (row) => row.integration},
        {header: 'Signature to first live payment', cell: (row) => `${row.weeks[0]} to ${row.weeks[1]} weeks`},
        {header: 'What sets the pace', cell: (row) => row.drivenBy},
      ]}
    />
  );
}

/** The three service objectives and what each means for a business. */
export function ServiceObjectives(): ReactNode {
  return (
    <RowTable
      label="Service objectives"
      rows={serviceObjectives}
      rowKey={(objective) => objective.name}
      columns={[
        {header: 'Objective', cell: (objective) => objective.name},
        {header: 'Target', cell: (objective) => objective.target},
        {header: 'What it means', cell: (objective) => objective.meaning},
      ]}
    />
  );
}

/** Who to write to, when they answer and how soon. */
export function ContactTable(): ReactNode {
  return (
    <RowTable
      label="Contacts and support hours"
      rows={Object.values(contacts)}
      rowKey={(contact: Contact) => contact.purpose}
      columns={[
        {header: 'For', cell: (contact) => contact.purpose},
        {header: 'Write to', cell: (contact) => <Link href={`mailto:${contact.email}`}>{contact.email}</Link>},
        {header: 'Hours', cell: (contact) => contact.hours},
        {header: 'First answer', cell: (contact) => contact.firstAnswer},
      ]}
    />
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
