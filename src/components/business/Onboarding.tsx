import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Mermaid from '@theme/Mermaid';
import {CellNote} from '@site/src/components/common/ScrollTable';
import RowTable from './RowTable';
import {onboardingSteps, ownerLabels, type OnboardingStep} from '@site/src/data/onboarding';
import {criticalPathBusinessDays, leadTimeLabel, prerequisiteNumbers, sequenceMermaid, startsAfterLabel} from './steps';
import styles from './styles.module.css';

function GuideLinks({step}: {readonly step: OnboardingStep}): ReactNode {
  return (
    <ul className={styles.compactList}>
      {step.guides.map((guide) => (
        <li key={guide.to}>
          <Link to={guide.to}>{guide.label}</Link>
        </li>
      ))}
    </ul>
  );
}

function StepFacts({step}: {readonly step: OnboardingStep}): ReactNode {
  const startsAfter = startsAfterLabel(prerequisiteNumbers(onboardingSteps, step));
  return (
    <dl className={styles.facts}>
      <dt>Who does it</dt>
      <dd>{ownerLabels[step.owner]}</dd>
      <dt>Who needs it</dt>
      <dd>{step.onlyFor ?? 'Every merchant'}</dd>
      <dt>Can start</dt>
      <dd>{startsAfter}</dd>
      <dt>Our lead time</dt>
      <dd>{leadTimeLabel(step.leadTimeBusinessDays)}, from the day we have everything</dd>
    </dl>
  );
}

function StepDetail({step, number}: {readonly step: OnboardingStep; readonly number: number}): ReactNode {
  return (
    <section className={styles.step} aria-labelledby={`step-${step.id}`}>
      <Heading as="h3" id={`step-${step.id}`}>
        Step {number}: {step.title}
      </Heading>
      <p>{step.summary}</p>
      <StepFacts step={step} />
      <p className={styles.label}>What you provide</p>
      <ul>
        {step.provides.map((provision) => (
          <li key={provision.what}>
            {provision.what} <span className={styles.from}>({provision.from})</span>
          </li>
        ))}
      </ul>
      <p>
        <strong>What we do.</strong> {step.weDo}
      </p>
      <p className={styles.done}>
        <strong>Done when:</strong> {step.done}
      </p>
      <p className={styles.label}>For your developers</p>
      <GuideLinks step={step} />
    </section>
  );
}

/** Every step of onboarding in full: who, what the merchant provides, our lead time and the confirmation. */
export function OnboardingSteps(): ReactNode {
  return (
    <div>
      {onboardingSteps.map((step, index) => (
        <StepDetail key={step.id} step={step} number={index + 1} />
      ))}
    </div>
  );
}

interface SummaryProps {
  /** `developers` adds the pages that explain each step's technical part. */
  readonly view?: 'business' | 'developers';
}

/** The sequence at a glance, one row per step. */
export function OnboardingSummary({view = 'business'}: SummaryProps): ReactNode {
  return (
    <div className={styles.summary}>
      <RowTable
        label="Onboarding steps"
        rows={onboardingSteps}
        rowKey={(step) => step.id}
        columns={[
          {
            header: 'Step',
            cell: (step, index) => (
              <>
                {index + 1}. {step.title}
                <CellNote>{startsAfterLabel(prerequisiteNumbers(onboardingSteps, step))}</CellNote>
              </>
            ),
          },
          {header: 'Who', cell: (step) => ownerLabels[step.owner]},
          {header: 'Our lead time', cell: (step) => leadTimeLabel(step.leadTimeBusinessDays)},
          view === 'developers'
            ? {header: 'Pages for developers', cell: (step) => <GuideLinks step={step} />}
            : {header: 'Done when', cell: (step) => step.done},
        ]}
      />
    </div>
  );
}

/** How many steps there are, so prose never retypes the number. */
export function StepCount(): ReactNode {
  return <>{onboardingSteps.length}</>;
}

/** The shortest onboarding our lead times allow, in business days, for prose. */
export function ShortestOnboarding(): ReactNode {
  return <>{criticalPathBusinessDays(onboardingSteps)} business days</>;
}

/** The sequence as a diagram, drawn from the steps and what each waits for. */
export function OnboardingDiagram(): ReactNode {
  return <Mermaid value={sequenceMermaid(onboardingSteps)} />;
}
