// @vitest-environment node
// Shapes added in round 21 (decision 009, "Update, round 21"), written from the kinds of the round's train rows — an
// old complaint told as cured, memory claims for food, an insurance product's type, a kind of shop — not from
// sentences of the held-back part or the fresh set, each next to a look-alike that must stay as it is.
import { shapes } from "./shape-cases";

shapes(
  "round 21: cures of an old complaint, memory claims for food, and the names that are no claim",
  [
    ["只要贴上一贴，周期使用，老病症也能有效康复", "device"],
    ["多年的老毛病终于好了", "food"],
    ["多年老病都好了", "general"],
    ["孩子喝了记性变好，过目不忘", "food"],
    ["吃了越吃越聪明", "health-food"],
    ["佩戴此符保平安", "general"],
    ["万能的清洁神器", "general"],
    ["这款是药妆，敏感肌放心用", "cosmetics"],
  ],
  [
    ["陈年的老毛病，记得按时复查", "general"],
    ["投保平安福终身寿险", "finance"],
    ["确保平安出行，请系好安全带", "general"],
    ["万能险的结算利率为年化3%", "finance"],
    ["万能账户的保单价值随结算利率变动", "finance"],
    ["日本药妆店热卖品，质地清爽", "cosmetics"],
  ],
);
