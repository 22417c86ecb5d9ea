/**
 * Example rosters for the built-in hamlet scenario (assets/scenarios/lnl-hamlet.json): the same
 * documents as assets/rosters/<key>.json, kept as raw JSON data and checked like any uploaded roster.
 * Their counter values are illustrative, not any module's: a group playing a real module loads its
 * own roster file.
 */
export const BUILT_IN_ROSTERS: Readonly<Record<string, unknown>> = {
  'lnl-us-rifle-platoon': {
    "name": "US rifle platoon (example counters)",
    "units": [
      {
        "id": "Lt Kelly",
        "kind": "leader",
        "name": "Lt Kelly",
        "firepower": 1,
        "range": 4,
        "morale": 6,
        "leadership": 1,
        "leadershipRange": 1,
        "at": "A8"
      },
      {
        "id": "Sgt Reyes",
        "kind": "leader",
        "name": "Sgt Reyes",
        "firepower": 1,
        "range": 4,
        "morale": 5,
        "leadership": 1,
        "leadershipRange": 1,
        "at": "B8"
      },
      {
        "id": "1st Sqd",
        "kind": "squad",
        "name": "US Rifle Squad",
        "firepower": 3,
        "range": 5,
        "morale": 5,
        "assault": true,
        "halfSquad": {
          "firepower": 2,
          "range": 5,
          "morale": 5
        },
        "at": "A7",
        "smoke": 3
      },
      {
        "id": "2nd Sqd",
        "kind": "squad",
        "name": "US Rifle Squad",
        "firepower": 3,
        "range": 5,
        "morale": 5,
        "assault": true,
        "halfSquad": {
          "firepower": 2,
          "range": 5,
          "morale": 5
        },
        "at": "B8",
        "smoke": 3
      },
      {
        "id": "3rd Sqd",
        "kind": "squad",
        "name": "US Rifle Squad",
        "firepower": 3,
        "range": 5,
        "morale": 5,
        "assault": true,
        "halfSquad": {
          "firepower": 2,
          "range": 5,
          "morale": 5
        },
        "at": "A9",
        "smoke": 3
      },
      {
        "id": "M60 team",
        "kind": "weapon-team",
        "name": "M60 team",
        "firepower": 3,
        "range": 8,
        "morale": 5,
        "at": "B7"
      },
      {
        "id": "M60",
        "kind": "support-weapon",
        "name": "M60 MG",
        "firepower": 3,
        "range": 10,
        "morale": 0,
        "carriedBy": "1st Sqd"
      },
      {
        "id": "Doc Hale",
        "kind": "medic",
        "name": "Corpsman Hale",
        "firepower": 0,
        "range": 0,
        "morale": 6,
        "at": "A8"
      },
      {
        "id": "FO Banks",
        "kind": "scout",
        "name": "Scout Banks",
        "firepower": 1,
        "range": 4,
        "morale": 6,
        "at": "A7"
      },
      {
        "id": "M67",
        "kind": "support-weapon",
        "name": "M67 90mm recoilless rifle",
        "firepower": 0,
        "range": 8,
        "morale": 0,
        "ordnance": true,
        "he": 3,
        "penetration": 8,
        "toHit": 7,
        "carriedBy": "3rd Sqd"
      },
      {
        "id": "M113",
        "kind": "vehicle",
        "name": "M113 APC",
        "firepower": 2,
        "range": 8,
        "morale": 6,
        "movement": 12,
        "moveType": "T",
        "armour": {
          "front": 1,
          "side": 1,
          "rear": 1
        },
        "capacity": "PP",
        "at": "A6"
      }
    ]
  },
  'lnl-vc-platoon': {
    "name": "Viet Cong platoon (example counters)",
    "units": [
      {
        "id": "Cmdr Tran",
        "kind": "leader",
        "name": "Cmdr Tran",
        "firepower": 1,
        "range": 4,
        "morale": 6,
        "leadership": 1,
        "leadershipRange": 1,
        "at": "F4"
      },
      {
        "id": "VC 1",
        "kind": "squad",
        "name": "VC Squad",
        "firepower": 3,
        "range": 4,
        "morale": 5,
        "melee": true,
        "halfSquad": {
          "firepower": 2,
          "range": 4,
          "morale": 5
        },
        "at": "F4",
        "smoke": 2
      },
      {
        "id": "VC 2",
        "kind": "squad",
        "name": "VC Squad",
        "firepower": 3,
        "range": 4,
        "morale": 5,
        "melee": true,
        "halfSquad": {
          "firepower": 2,
          "range": 4,
          "morale": 5
        },
        "at": "E5"
      },
      {
        "id": "VC 3",
        "kind": "squad",
        "name": "VC Squad",
        "firepower": 3,
        "range": 4,
        "morale": 5,
        "melee": true,
        "halfSquad": {
          "firepower": 2,
          "range": 4,
          "morale": 5
        },
        "at": "G5"
      },
      {
        "id": "VC MG",
        "kind": "weapon-team",
        "name": "VC HMG team",
        "firepower": 4,
        "range": 10,
        "morale": 5,
        "at": "J4"
      },
      {
        "id": "VC mortar",
        "kind": "weapon-team",
        "name": "60mm mortar team",
        "firepower": 3,
        "range": 12,
        "morale": 5,
        "mortar": true,
        "at": "H4"
      },
      {
        "id": "VC sniper",
        "kind": "sniper",
        "name": "Sniper",
        "firepower": 2,
        "range": 10,
        "morale": 6,
        "at": "G3"
      }
    ]
  },
};
