// What holds a painting moved to the catalogue (catalogue/holds.ts), below the orders, the shop
// and the offers alike. Only the offers still import it from here, until they name it there.
export { availabilitySql } from "#server/catalogue/holds";
