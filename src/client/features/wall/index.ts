export { ViewOnWall } from "./ViewOnWall";
