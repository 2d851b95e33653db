import {createContext, Fragment, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {anchors, isRef, type Referenced, type Schema} from '@site/contract-core';
import Markdown from '@site/src/components/common/Markdown';
import {deferredProps} from '@site/src/components/common/deferredParts';
import {
  constraints,
  discriminatorValues,
  enumEntries,
  fieldsOf,
  fieldTypeParts,
  formatValue,
  hasStructure,
  resolveSchema,
  singleRef,
  variantTitle,
  type Field,
  type Resolved,
  type SchemaLookup,
  type TypePart,
} from './schema';
import {ruleSentences} from './rules';
import styles from './styles.module.css';

export interface SchemaLinks {
  readonly lookup: SchemaLookup;
  /** Where a link to a component schema points. */
  readonly href: (name: string) => string;
}

const SchemaContext = createContext<SchemaLinks>({
  lookup: () => undefined,
  href: (name) => `#${anchors.schema(name)}`,
});

export const SchemaProvider = SchemaContext.Provider;

export function useSchemaLinks(): SchemaLinks {
  return useContext(SchemaContext);
}

/** A type label; links are left out where the label sits inside a `<summary>`, which is itself a control. */
export function TypeLabel({parts, linked = true}: {readonly parts: readonly TypePart[]; readonly linked?: boolean}) {
  const {href} = useSchemaLinks();
  return (
    <span className={styles.type}>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : linked ? (
          <Link key={index} to={href(part.ref)}>
            {part.ref}
          </Link>
        ) : (
          <Fragment key={index}>{part.ref}</Fragment>
        ),
      )}
    </span>
  );
}

type BadgeKind = 'required' | 'deprecated' | 'neutral';

export function Badge({kind, children}: {readonly kind: BadgeKind; readonly children: ReactNode}) {
  return <span className={clsx(styles.badge, styles[kind])}>{children}</span>;
}

function ConstraintList({schema}: {readonly schema: Referenced<Schema>}) {
  const list = constraints(schema);
  if (list.length === 0) return null;
  return (
    <ul className={styles.constraints}>
      {list.map(({text, code}) => (
        <li key={`${text}${code ?? ''}`}>
          {text}
          {code === undefined ? null : (
            <>
              {' '}
              <code>{code}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Past this many values without descriptions, an enum is a closed list of codes: real contracts list country and currency codes by the hundred. */
const longEnum = 12;

function EnumList({schema}: {readonly schema: Referenced<Schema>}) {
  const entries = enumEntries(schema);
  if (entries.length === 0) return null;
  if (
    entries.length > longEnum &&
    entries.every(({description, deprecated}) => description === undefined && !deprecated)
  ) {
    return (
      <details className={styles.enum}>
        <summary>
          <span className={styles.factLabel}>Allowed values:</span> {entries.length}
        </summary>
        <p {...deferredProps}>
          {entries.map(({value}, index) => (
            <Fragment key={formatValue(value)}>
              {index > 0 ? ', ' : null}
              <code>{formatValue(value)}</code>
            </Fragment>
          ))}
        </p>
      </details>
    );
  }
  return (
    <div className={styles.enum}>
      <span className={styles.factLabel}>Allowed values:</span>
      <ul>
        {entries.map(({value, description, deprecated}) => (
          <li key={formatValue(value)}>
            <code className={clsx(deprecated && styles.deprecatedValue)}>{formatValue(value)}</code>
            {deprecated ? <Badge kind="deprecated">deprecated</Badge> : null}
            {description === undefined ? null : <Markdown source={description} className={styles.enumDescription} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The limits, allowed values and default of a value, with its reference followed: for table cells. */
export function ValueFacts({schema}: {readonly schema: Referenced<Schema>}) {
  const {lookup} = useSchemaLinks();
  const resolved = resolveSchema(schema, lookup).schema;
  return (
    <>
      <ConstraintList schema={resolved} />
      <EnumList schema={resolved} />
      {resolved.default === undefined ? null : (
        <p className={styles.fact}>
          <span className={styles.factLabel}>Default:</span> <code>{formatValue(resolved.default)}</code>
        </p>
      )}
    </>
  );
}

/** The named schema a field or variant refers to, linked to its section. */
function SchemaRefFact({name, href}: {readonly name: string; readonly href: string}) {
  return (
    <p className={styles.fact}>
      <span className={styles.factLabel}>Schema:</span> <Link to={href}>{name}</Link>
    </p>
  );
}

/** What a reader needs to know about one value: description, limits, allowed values, default, example. */
function Facts({resolved}: {readonly resolved: Resolved}) {
  const {schema, description} = resolved;
  const example = schema.examples?.[0] ?? schema.example;
  const showExample = example !== undefined && typeof example !== 'object';
  return (
    <>
      <Markdown source={description} className={styles.description} />
      <ConstraintList schema={schema} />
      <EnumList schema={schema} />
      {schema.default === undefined ? null : (
        <p className={styles.fact}>
          <span className={styles.factLabel}>Default:</span> <code>{formatValue(schema.default)}</code>
        </p>
      )}
      {showExample ? (
        <p className={styles.fact}>
          <span className={styles.factLabel}>Example:</span> <code>{formatValue(example)}</code>
        </p>
      ) : null}
    </>
  );
}

/**
 * Marks where a component schema's fields belong outside its own entry: they are not repeated there, the
 * schema is linked, and with JavaScript the entry's fields are copied in when the reader first opens the
 * `<details>` around the mark (src/components/reference/ApiReferencePage/expandSchemas.ts). Repeating every
 * such schema under every operation made the merchant reference 41,700 elements.
 */
export const schemaSlotAttribute = 'data-schema-slot';

const SchemaSlot = ({name}: {readonly name: string}) => <div {...{[schemaSlotAttribute]: name}} />;

/** Marks the fields of a component schema's own entry, which an expanding field copies. */
export const schemaBodyAttribute = 'data-schema-body';

interface NestingProps {
  /** Component schemas open around this one: a reference back to one of them is a cycle. */
  readonly ancestors: readonly string[];
}

function FieldRow({field, ancestors}: {readonly field: Field} & NestingProps) {
  const {lookup, href} = useSchemaLinks();
  const resolved = resolveSchema(field.schema, lookup);
  const {ref} = resolved;
  const cycle = ref !== undefined && ancestors.includes(ref);
  const header = (linked: boolean) => (
    <span className={styles.fieldHeader}>
      <code className={styles.fieldName}>{field.name}</code>
      <TypeLabel parts={fieldTypeParts(field.schema, lookup)} linked={linked} />
      {field.required ? <Badge kind="required">required</Badge> : null}
      {resolved.deprecated ? <Badge kind="deprecated">deprecated</Badge> : null}
      {resolved.readOnly ? <Badge kind="neutral">read-only</Badge> : null}
      {resolved.writeOnly ? <Badge kind="neutral">write-only</Badge> : null}
    </span>
  );
  if (!hasStructure(resolved.schema) || cycle) {
    return (
      <li className={styles.field}>
        {header(true)}
        {cycle ? <p className={styles.fact}>Refers back to {ref}, which encloses it.</p> : null}
        <Facts resolved={resolved} />
      </li>
    );
  }
  // An inline object opens in place; a component schema's fields are in its entry, linked and copied in.
  return (
    <li className={styles.field}>
      <details>
        <summary>{header(false)}</summary>
        <div className={styles.nested} {...deferredProps}>
          {ref === undefined ? null : <SchemaRefFact name={ref} href={href(ref)} />}
          <Facts resolved={resolved} />
          {ref === undefined ? (
            <SchemaBody schema={resolved.schema} ancestors={ancestors} />
          ) : (
            <SchemaSlot name={ref} />
          )}
        </div>
      </details>
    </li>
  );
}

function Variants({
  label,
  variants,
  schema,
  ancestors,
}: {
  readonly label: string;
  readonly variants: readonly Referenced<Schema>[];
  readonly schema: Schema;
} & NestingProps) {
  const {lookup, href} = useSchemaLinks();
  const selectors = discriminatorValues(schema);
  const propertyName = schema.discriminator?.propertyName;
  return (
    <div className={styles.variants}>
      <p className={styles.fact}>
        <span className={styles.factLabel}>{label}</span>
        {propertyName === undefined ? null : (
          <>
            {' '}
            chosen by <code>{propertyName}</code>
          </>
        )}
      </p>
      <ul className={styles.fieldList}>
        {variants.map((variant, index) => {
          const title = variantTitle(variant, index);
          const resolved = resolveSchema(variant, lookup);
          const ref = singleRef(variant);
          const values = ref === undefined ? [] : (selectors[ref] ?? []);
          const cycle = ref !== undefined && ancestors.includes(ref);
          return (
            <li key={title} className={styles.field}>
              <details>
                <summary>
                  <span className={styles.fieldHeader}>
                    <span className={styles.variantTitle}>{title}</span>
                    {values.map((value) => (
                      <code key={value}>
                        {propertyName}: {value}
                      </code>
                    ))}
                  </span>
                </summary>
                <div className={styles.nested} {...deferredProps}>
                  {ref === undefined ? null : <SchemaRefFact name={ref} href={href(ref)} />}
                  <Facts resolved={resolved} />
                  {/* A variant is the value itself rather than a level below it, so it opens at the same depth. */}
                  {cycle || !hasStructure(resolved.schema) ? null : (
                    <SchemaBody
                      schema={resolved.schema}
                      ancestors={ref === undefined ? ancestors : [...ancestors, ref]}
                    />
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What a nested value holds, listed under a label: the items of an array, the values of a map. */
function Inner({
  label,
  schema,
  ancestors,
}: {readonly label: string; readonly schema: Referenced<Schema>} & NestingProps) {
  const {lookup} = useSchemaLinks();
  if (isRef(schema)) return null;
  const resolved = resolveSchema(schema, lookup);
  if (!hasStructure(resolved.schema)) return null;
  return (
    <div className={styles.variants}>
      <p className={styles.fact}>
        <span className={styles.factLabel}>{label}</span>
      </p>
      <SchemaBody schema={resolved.schema} ancestors={ancestors} />
    </div>
  );
}

/** The rules the schema states beyond its fields' own limits, in words. */
function RuleList({schema}: {readonly schema: Schema}) {
  const sentences = ruleSentences(schema);
  if (sentences.length === 0) return null;
  return (
    <div className={styles.fact}>
      <span className={styles.factLabel}>Rules:</span>
      <ul className={styles.constraints}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </div>
  );
}

/** The inside of a schema: its fields, its variants, the shape of its items or map values. */
function SchemaBody({schema, ancestors}: {readonly schema: Schema} & NestingProps) {
  const fields = fieldsOf(schema);
  const nesting = {ancestors};
  const allOf = singleRef(schema) === undefined ? schema.allOf : undefined;
  return (
    <>
      {allOf === undefined ? null : <Variants label="All of:" variants={allOf} schema={schema} {...nesting} />}
      {schema.oneOf === undefined ? null : (
        <Variants label="One of:" variants={schema.oneOf} schema={schema} {...nesting} />
      )}
      {schema.anyOf === undefined ? null : (
        <Variants label="Any of:" variants={schema.anyOf} schema={schema} {...nesting} />
      )}
      {fields.length === 0 ? null : (
        <ul className={styles.fieldList}>
          {fields.map((field) => (
            <FieldRow key={field.name} field={field} {...nesting} />
          ))}
        </ul>
      )}
      {typeof schema.items === 'object' ? <Inner label="Each item:" schema={schema.items} {...nesting} /> : null}
      {typeof schema.additionalProperties === 'object' ? (
        <Inner label="Each value:" schema={schema.additionalProperties} {...nesting} />
      ) : null}
      <RuleList schema={schema} />
    </>
  );
}

interface Props {
  readonly schema: Referenced<Schema>;
  /**
   * The component schema this view shows, when it is the schema's own entry: a reference back to it is a
   * cycle, and its fields are what a slot elsewhere copies.
   */
  readonly name?: string;
  /**
   * The view sits in a `<details>` that starts closed: a component schema's fields are linked and copied in
   * when it opens, like a field's, rather than repeated. Most of a real contract's HTML was its error
   * responses listing the same error schema under every operation.
   */
  readonly deferred?: boolean;
}

/**
 * A schema as a nested, collapsible field list: native `<details>`, whose content the host sends apart
 * until opened (deferredProps). Inline objects open in place; a component schema outside its own entry
 * links to the entry (see `schemaSlotAttribute`).
 */
export default function SchemaView({schema, name, deferred = false}: Props): ReactNode {
  const {lookup} = useSchemaLinks();
  const resolved = resolveSchema(schema, lookup);
  const ancestors = [name, resolved.ref].filter((item): item is string => item !== undefined);
  const slot = deferred && name === undefined ? resolved.ref : undefined;
  return (
    <div className={styles.schema}>
      <p className={styles.fact}>
        <span className={styles.factLabel}>Type:</span> <TypeLabel parts={fieldTypeParts(schema, lookup)} />
        {resolved.deprecated ? <Badge kind="deprecated">deprecated</Badge> : null}
      </p>
      <Facts resolved={resolved} />
      {!hasStructure(resolved.schema) ? null : slot !== undefined ? (
        <SchemaSlot name={slot} />
      ) : name === undefined ? (
        <SchemaBody schema={resolved.schema} ancestors={ancestors} />
      ) : (
        <div {...{[schemaBodyAttribute]: name}} {...deferredProps}>
          <SchemaBody schema={resolved.schema} ancestors={ancestors} />
        </div>
      )}
    </div>
  );
}
