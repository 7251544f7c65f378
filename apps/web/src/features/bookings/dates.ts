// The booking date formats moved to lib/ so other features (My Price Alerts) can share them.
export * from '../../lib/day-format';
