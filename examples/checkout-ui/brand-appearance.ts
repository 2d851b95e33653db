import type {components} from '../openapi/merchant';
import {appearanceProblems} from './appearance-checks';

type Appearance = components['schemas']['Appearance'];

// #region brand
/** The one look every session of the merchant uses. A unit test runs appearanceProblems on it. */
export const brandAppearance: Appearance = {
  palette: {primary: {main: '#00695c', light: '#4f9a8f', dark: '#003d33', contrastText: '#ffffff'}},
  border: {buttonBorderRadius: '4px'},
  height: {button: 52},
};
// #endregion brand

// #region settings
/** Brand settings as an admin screen or a configuration file stores them: plain numbers and strings. */
export interface BrandSettings {
  readonly primaryColour: string;
  readonly buttonHeight: number;
  readonly buttonRadius: string;
}

/** Builds the session's appearance from stored settings, refusing values that POST /sessions would refuse. */
export function appearanceFrom(settings: BrandSettings): Appearance {
  const appearance: Appearance = {
    palette: {primary: {main: settings.primaryColour}},
    height: {button: settings.buttonHeight},
    border: {buttonBorderRadius: settings.buttonRadius},
  };
  const problems = appearanceProblems(appearance);
  if (problems.length > 0) {
    const list = problems.map(({field, errorCode, problem}) => `${field} ${problem} (${errorCode})`);
    throw new RangeError(`The brand settings would be refused: ${list.join('; ')}`);
  }
  return appearance;
}
// #endregion settings
