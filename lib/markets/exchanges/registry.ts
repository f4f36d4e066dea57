// One line per exchange: its file (defineExchange), exported under its id of EXCHANGE_IDS.
export { coinmotion } from './coinmotion';
export { firi } from './firi';
export { nbx } from './nbx';
