// Generated from spec/admin.openapi.yaml by `npm run generate`, every $ref inlined. Do not edit.

export const adminDocument: Record<string, unknown> = {
 "openapi": "3.1.0",
 "info": {
  "title": "Animal Store mock control plane",
  "version": "1.0.0",
  "description": "The admin API of animal-store-mock, outside `/v1`, and the QA dashboard at `/ui`. It is open\nwhen the server binds a loopback address; otherwise (and whenever `--admin-token` is set) every\nrequest needs the admin token: `Authorization: Bearer <admin token>`, or Basic with the token as\npassword (what a browser sends after asking for it, so the dashboard can be opened).\nErrors use the Error body of the Animal Store API.\n\nCodes only this API answers with:\n\n| code | status | when |\n|---|---|---|\n| `invalid_scenario` | 400 | a scenario does not conform to fixtures/scenario.schema.json |\n| `invalid_rule` | 400 | a failure rule does not conform to `$defs/failureRule` |\n| `invalid_world` | 400 | a world does not conform to `$defs/world` (the message names the field) |\n| `world_limit` | 400 | a clock move would take more world steps (events, and draws skipped for want of a pet) than the limit (`needed`: the count, which stops at `limit` + 1; `limit` in the body); nothing applied |\n| `clock_backwards` | 400 | a clock move back in time while a world is on; nothing changed |\n| `forbidden` | 403 | a change asked by a page of another site (`Sec-Fetch-Site`, `Origin`) |\n| `rule_exists` | 409 | a failure rule with that id is in force already |\n| `invalid_provider_state` | 400 | a provider state the mock cannot set up (a name it does not write, params that do not fit it), or a body that is not a state change |\n| `not_proxying` | 409 | a recording was asked of a mock that forwards nothing (started without `--proxy`) |\n| `nothing_to_undo` | 409 | an undo of a scenario load with no backup left (or a store kept in memory, which keeps none) |\n| `har_too_large` | 413 | a HAR to import is over 10 MiB |\n| `har_not_json` | 400 | a HAR to import is empty or not JSON |\n| `har_truncated` | 400 | a HAR to import ends before its JSON does (the file was cut short) |\n| `har_not_har` | 400 | JSON with no `log` holding a version and a list of entries |\n| `har_unsupported_version` | 400 | a HAR of another version than 1.2 |\n| `har_without_content` | 400 | a HAR saved without response bodies (Chrome's \"without content\") |\n\nA request that would write the db file answers the API's 503 `storage_unavailable`, nothing\nchanged, when the file was made read-only while the server runs or its backups folder is a\nsymbolic link (docs/db-file.md).\n",
  "license": {
   "name": "MIT",
   "identifier": "MIT"
  },
  "contact": {
   "name": "animal-store-mock",
   "url": "https://api.animal-store.example/"
  }
 },
 "servers": [
  {
   "url": "http://127.0.0.1:4010/__admin",
   "description": "Local mock"
  }
 ],
 "security": [
  {},
  {
   "adminToken": []
  },
  {
   "adminBasic": []
  }
 ],
 "tags": [
  {
   "name": "state",
   "description": "Readiness, scenarios, reset and export."
  },
  {
   "name": "failures",
   "description": "Failure rules in force."
  },
  {
   "name": "journal",
   "description": "Recent requests."
  },
  {
   "name": "clock",
   "description": "Simulated time, its speed, and the world of timed events it drives (docs/world.md)."
  },
  {
   "name": "store",
   "description": "The pets, for the dashboard's store view."
  },
  {
   "name": "dashboard",
   "description": "The QA dashboard and its live feed."
  },
  {
   "name": "sandboxes",
   "description": "Isolated mocks for parallel tests. Every admin route other than these acts on the sandbox\nnamed by the request's `Animal-Store-Sandbox` header (1-64 characters of A-Z a-z 0-9 . _ -),\nor on the main store without it; an invalid name is 400 `invalid_sandbox`.\n"
  },
  {
   "name": "upstream",
   "description": "Proxy mode (`--proxy`), the contract watch and recordings."
  },
  {
   "name": "coverage",
   "description": "Which documented answers and which injected failures the clients were shown."
  },
  {
   "name": "resilience",
   "description": "How the clients reacted to the failures they were shown."
  },
  {
   "name": "pact",
   "description": "Consumer contracts (Pact V3 or V4) from what the clients did, and the provider states to verify them."
  }
 ],
 "paths": {
  "/health": {
   "get": {
    "operationId": "getHealth",
    "summary": "Readiness",
    "description": "Readiness.",
    "tags": [
     "state"
    ],
    "responses": {
     "200": {
      "description": "Ready.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "status",
          "pets",
          "time"
         ],
         "properties": {
          "status": {
           "type": "string",
           "enum": [
            "ok"
           ]
          },
          "pets": {
           "type": "integer"
          },
          "time": {
           "type": "string",
           "format": "date-time"
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/scenario": {
   "post": {
    "operationId": "loadScenario",
    "summary": "Load a built-in scenario by name, or a whole scenario",
    "description": "The scenario's pets replace the store's; its keys, failure rules and clock replace the current ones only when it gives them. Nothing changes when it is invalid. An unknown built-in's name is refused like an invalid scenario, with 400 `invalid_scenario` listing the known names (as `POST /sandboxes` refuses it). On a store kept in a db file, the pets it replaces are first kept in a backup beside the file (`backup` in the answer), which `POST /scenario/undo` puts back.",
    "tags": [
     "state"
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "oneOf": [
         {
          "type": "object",
          "required": [
           "name"
          ],
          "additionalProperties": false,
          "properties": {
           "name": {
            "type": "string",
            "description": "A built-in scenario (default, empty, sold-out, mixed-status, missing-status, edge-names, large, one-of-each)."
           }
          }
         },
         {
          "title": "Animal Store mock scenario",
          "description": "A known state of the mock: generated pets, explicit pets or both, plus API keys, failure rules, clock and world.",
          "type": "object",
          "required": [
           "name",
           "version",
           "description"
          ],
          "additionalProperties": false,
          "properties": {
           "$schema": {
            "type": "string",
            "description": "Where editors find this schema, e.g. ../scenario.schema.json."
           },
           "name": {
            "type": "string",
            "minLength": 1,
            "description": "Short name; a built-in scenario's name is its file name."
           },
           "version": {
            "const": 1,
            "description": "Format of this file."
           },
           "description": {
            "type": "string",
            "minLength": 1,
            "description": "What the scenario is for, in one line."
           },
           "generate": {
            "type": "object",
            "description": "Pets made by the seeded generator, with ids 1..count.",
            "required": [
             "seed",
             "count"
            ],
            "additionalProperties": false,
            "properties": {
             "seed": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991,
              "description": "Same seed and options, same pets on every machine. The generator uses the low 32 bits."
             },
             "count": {
              "type": "integer",
              "minimum": 0,
              "maximum": 1000000
             },
             "statusWeights": {
              "type": "object",
              "description": "Relative weights of each status; none is a pet without status. Defaults to available 45, pending 20, sold 25, none 10.",
              "required": [
               "available",
               "pending",
               "sold",
               "none"
              ],
              "additionalProperties": false,
              "properties": {
               "available": {
                "type": "number",
                "minimum": 0
               },
               "pending": {
                "type": "number",
                "minimum": 0
               },
               "sold": {
                "type": "number",
                "minimum": 0
               },
               "none": {
                "type": "number",
                "minimum": 0
               }
              }
             },
             "categoryIds": {
              "type": "array",
              "description": "Category ids drawn from, evenly. Defaults to 1..5.",
              "minItems": 1,
              "items": {
               "type": "integer",
               "minimum": -9007199254740991,
               "maximum": 9007199254740991
              }
             },
             "edgeCaseRate": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Share of pets with an edge-case name (long, non-ASCII, right-to-left, emoji, quotes). Defaults to 0.05."
             }
            }
           },
           "pets": {
            "type": "array",
            "description": "Explicit pets, after the generated ones. One with an id replaces the generated pet of that id; one without gets the next id after the highest.",
            "items": {
             "type": "object",
             "required": [
              "name",
              "categoryId"
             ],
             "additionalProperties": false,
             "properties": {
              "id": {
               "type": "integer",
               "minimum": 1,
               "maximum": 9007199254740991
              },
              "name": {
               "type": "string"
              },
              "categoryId": {
               "type": "integer",
               "minimum": -9007199254740991,
               "maximum": 9007199254740991
              },
              "status": {
               "enum": [
                "available",
                "pending",
                "sold"
               ],
               "description": "The spec's PetStatus; leave it out for a pet without status."
              }
             }
            }
           },
           "nextId": {
            "type": "integer",
            "minimum": 1,
            "description": "Id of the next created pet; raised past the highest id if lower."
           },
           "apiKeys": {
            "type": "array",
            "description": "Accepted API keys; none (or an empty list) accepts any non-empty bearer token.",
            "items": {
             "type": "string",
             "minLength": 1
            }
           },
           "failures": {
            "type": "array",
            "description": "Failure rules in force once the scenario is loaded.",
            "items": {
             "type": "object",
             "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
             "properties": {
              "id": {
               "type": "string",
               "minLength": 1
              },
              "operationId": {
               "type": "string",
               "minLength": 1,
               "description": "An operationId of the spec, e.g. listPets."
              },
              "method": {
               "type": "string",
               "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
               "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
              },
              "path": {
               "type": "string",
               "pattern": "^/",
               "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
              },
              "status": {
               "type": "integer",
               "minimum": 400,
               "maximum": 599,
               "description": "Effect: an error response with this status."
              },
              "code": {
               "type": "string",
               "minLength": 1,
               "description": "Error body code; defaults by status."
              },
              "message": {
               "type": "string",
               "description": "Error body message."
              },
              "retryAfter": {
               "type": [
                "integer",
                "null"
               ],
               "minimum": 0,
               "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
              },
              "latency": {
               "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
               "anyOf": [
                {
                 "type": "integer",
                 "minimum": 0
                },
                {
                 "type": "array",
                 "prefixItems": [
                  {
                   "type": "integer",
                   "minimum": 0
                  },
                  {
                   "type": "integer",
                   "minimum": 0
                  }
                 ],
                 "items": false,
                 "minItems": 2
                }
               ]
              },
              "fault": {
               "enum": [
                "reset",
                "empty",
                "timeout",
                "malformed",
                "slow-body"
               ],
               "description": "Effect: a network fault."
              },
              "durationMs": {
               "type": "integer",
               "minimum": 0,
               "description": "How long a timeout or slow-body lasts, in ms."
              },
              "rateLimit": {
               "type": "object",
               "description": "Effect: at most limit requests per windowMs per API key, then 429.",
               "required": [
                "limit",
                "windowMs"
               ],
               "additionalProperties": false,
               "properties": {
                "limit": {
                 "type": "integer",
                 "minimum": 1
                },
                "windowMs": {
                 "type": "integer",
                 "minimum": 1
                }
               }
              },
              "probability": {
               "type": "number",
               "minimum": 0,
               "maximum": 1,
               "description": "Chance that a matching request is affected."
              },
              "times": {
               "type": "integer",
               "minimum": 1,
               "description": "Affect this many requests, then expire."
              },
              "after": {
               "type": "integer",
               "minimum": 0,
               "description": "Let the first N matching requests through untouched."
              }
             },
             "allOf": [
              {
               "description": "a rule with at least one effect: status, latency, fault or rateLimit",
               "anyOf": [
                {
                 "required": [
                  "status"
                 ]
                },
                {
                 "required": [
                  "latency"
                 ]
                },
                {
                 "required": [
                  "fault"
                 ]
                },
                {
                 "required": [
                  "rateLimit"
                 ]
                }
               ]
              },
              {
               "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
               "not": {
                "anyOf": [
                 {
                  "required": [
                   "status",
                   "fault"
                  ]
                 },
                 {
                  "required": [
                   "status",
                   "rateLimit"
                  ]
                 },
                 {
                  "required": [
                   "fault",
                   "rateLimit"
                  ]
                 }
                ]
               }
              }
             ],
             "unevaluatedProperties": false
            }
           },
           "clock": {
            "type": "object",
            "description": "Simulated time.",
            "required": [
             "now"
            ],
            "additionalProperties": false,
            "properties": {
             "now": {
              "type": "string",
              "format": "date-time",
              "description": "The simulated time at load, RFC 3339 (2030-12-05T00:00:00Z)."
             }
            }
           },
           "world": {
            "type": "object",
            "description": "Other shoppers on the mock's clock: adoptions, arrivals and departures (docs/world.md).",
            "additionalProperties": false,
            "properties": {
             "seed": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991,
              "description": "Seed of every draw; defaults to the mock's seed."
             },
             "adoptions": {
              "type": "object",
              "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
              "required": [
               "perHour",
               "soldAfter"
              ],
              "additionalProperties": false,
              "properties": {
               "perHour": {
                "type": "number",
                "minimum": 0,
                "maximum": 3600000,
                "description": "Events per hour of the mock's clock, on average (0: none)."
               },
               "soldAfter": {
                "type": "array",
                "description": "[min, max]: each delay is drawn evenly from this range",
                "prefixItems": [
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 },
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 }
                ],
                "items": false,
                "minItems": 2
               }
              }
             },
             "arrivals": {
              "type": "object",
              "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
              "required": [
               "perHour"
              ],
              "additionalProperties": false,
              "properties": {
               "perHour": {
                "type": "number",
                "minimum": 0,
                "maximum": 3600000,
                "description": "Events per hour of the mock's clock, on average (0: none)."
               },
               "status": {
                "enum": [
                 "available",
                 "pending",
                 "sold"
                ],
                "description": "Status of an arrived pet (default available)."
               }
              }
             },
             "departures": {
              "type": "object",
              "description": "A sold pet leaves the store after a delay drawn from after.",
              "required": [
               "after"
              ],
              "additionalProperties": false,
              "properties": {
               "after": {
                "type": "array",
                "description": "[min, max]: each delay is drawn evenly from this range",
                "prefixItems": [
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 },
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 }
                ],
                "items": false,
                "minItems": 2
               }
              }
             }
            }
           }
          }
         }
        ]
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "Loaded.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "name",
          "pets"
         ],
         "properties": {
          "name": {
           "type": "string"
          },
          "pets": {
           "type": "integer"
          },
          "backup": {
           "type": "string",
           "description": "Where the replaced pets were kept (a file-backed store only), relative to the working folder when inside it."
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/scenario/undo": {
   "post": {
    "operationId": "undoScenario",
    "summary": "Put back the pets the last scenario load replaced",
    "description": "A store kept in a db file keeps a backup of its pets before each scenario load, newest last. This puts the newest back (keys, failure rules and clock stay as they are) and removes that backup; a second undo goes one load further back.",
    "tags": [
     "state"
    ],
    "responses": {
     "200": {
      "description": "Restored.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "restored",
          "pets"
         ],
         "properties": {
          "restored": {
           "type": "string",
           "description": "The backup that was put back (and removed)."
          },
          "pets": {
           "type": "integer"
          }
         }
        }
       }
      }
     },
     "409": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/scenarios": {
   "get": {
    "operationId": "listScenarios",
    "summary": "The built-in scenarios",
    "description": "The built-in scenarios, by name, each with its one-line description.",
    "tags": [
     "state"
    ],
    "responses": {
     "200": {
      "description": "The built-ins, in a fixed order.",
      "content": {
       "application/json": {
        "schema": {
         "type": "array",
         "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
           "name",
           "description"
          ],
          "properties": {
           "name": {
            "type": "string"
           },
           "description": {
            "type": "string"
           }
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/reset": {
   "post": {
    "operationId": "reset",
    "summary": "Return to the state the server started from",
    "description": "Return to the state the server started from.",
    "tags": [
     "state"
    ],
    "responses": {
     "200": {
      "description": "Reset.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "status",
          "pets",
          "time"
         ],
         "properties": {
          "status": {
           "type": "string",
           "enum": [
            "ok"
           ]
          },
          "pets": {
           "type": "integer"
          },
          "time": {
           "type": "string",
           "format": "date-time"
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/db": {
   "get": {
    "operationId": "exportState",
    "summary": "The current state as a scenario file",
    "description": "Loading it (POST /scenario) gives the same answers.",
    "tags": [
     "state"
    ],
    "responses": {
     "200": {
      "description": "The state.",
      "content": {
       "application/json": {
        "schema": {
         "title": "Animal Store mock scenario",
         "description": "A known state of the mock: generated pets, explicit pets or both, plus API keys, failure rules, clock and world.",
         "type": "object",
         "required": [
          "name",
          "version",
          "description"
         ],
         "additionalProperties": false,
         "properties": {
          "$schema": {
           "type": "string",
           "description": "Where editors find this schema, e.g. ../scenario.schema.json."
          },
          "name": {
           "type": "string",
           "minLength": 1,
           "description": "Short name; a built-in scenario's name is its file name."
          },
          "version": {
           "const": 1,
           "description": "Format of this file."
          },
          "description": {
           "type": "string",
           "minLength": 1,
           "description": "What the scenario is for, in one line."
          },
          "generate": {
           "type": "object",
           "description": "Pets made by the seeded generator, with ids 1..count.",
           "required": [
            "seed",
            "count"
           ],
           "additionalProperties": false,
           "properties": {
            "seed": {
             "type": "integer",
             "minimum": -9007199254740991,
             "maximum": 9007199254740991,
             "description": "Same seed and options, same pets on every machine. The generator uses the low 32 bits."
            },
            "count": {
             "type": "integer",
             "minimum": 0,
             "maximum": 1000000
            },
            "statusWeights": {
             "type": "object",
             "description": "Relative weights of each status; none is a pet without status. Defaults to available 45, pending 20, sold 25, none 10.",
             "required": [
              "available",
              "pending",
              "sold",
              "none"
             ],
             "additionalProperties": false,
             "properties": {
              "available": {
               "type": "number",
               "minimum": 0
              },
              "pending": {
               "type": "number",
               "minimum": 0
              },
              "sold": {
               "type": "number",
               "minimum": 0
              },
              "none": {
               "type": "number",
               "minimum": 0
              }
             }
            },
            "categoryIds": {
             "type": "array",
             "description": "Category ids drawn from, evenly. Defaults to 1..5.",
             "minItems": 1,
             "items": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
             }
            },
            "edgeCaseRate": {
             "type": "number",
             "minimum": 0,
             "maximum": 1,
             "description": "Share of pets with an edge-case name (long, non-ASCII, right-to-left, emoji, quotes). Defaults to 0.05."
            }
           }
          },
          "pets": {
           "type": "array",
           "description": "Explicit pets, after the generated ones. One with an id replaces the generated pet of that id; one without gets the next id after the highest.",
           "items": {
            "type": "object",
            "required": [
             "name",
             "categoryId"
            ],
            "additionalProperties": false,
            "properties": {
             "id": {
              "type": "integer",
              "minimum": 1,
              "maximum": 9007199254740991
             },
             "name": {
              "type": "string"
             },
             "categoryId": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991
             },
             "status": {
              "enum": [
               "available",
               "pending",
               "sold"
              ],
              "description": "The spec's PetStatus; leave it out for a pet without status."
             }
            }
           }
          },
          "nextId": {
           "type": "integer",
           "minimum": 1,
           "description": "Id of the next created pet; raised past the highest id if lower."
          },
          "apiKeys": {
           "type": "array",
           "description": "Accepted API keys; none (or an empty list) accepts any non-empty bearer token.",
           "items": {
            "type": "string",
            "minLength": 1
           }
          },
          "failures": {
           "type": "array",
           "description": "Failure rules in force once the scenario is loaded.",
           "items": {
            "type": "object",
            "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
            "properties": {
             "id": {
              "type": "string",
              "minLength": 1
             },
             "operationId": {
              "type": "string",
              "minLength": 1,
              "description": "An operationId of the spec, e.g. listPets."
             },
             "method": {
              "type": "string",
              "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
              "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
             },
             "path": {
              "type": "string",
              "pattern": "^/",
              "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
             },
             "status": {
              "type": "integer",
              "minimum": 400,
              "maximum": 599,
              "description": "Effect: an error response with this status."
             },
             "code": {
              "type": "string",
              "minLength": 1,
              "description": "Error body code; defaults by status."
             },
             "message": {
              "type": "string",
              "description": "Error body message."
             },
             "retryAfter": {
              "type": [
               "integer",
               "null"
              ],
              "minimum": 0,
              "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
             },
             "latency": {
              "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
              "anyOf": [
               {
                "type": "integer",
                "minimum": 0
               },
               {
                "type": "array",
                "prefixItems": [
                 {
                  "type": "integer",
                  "minimum": 0
                 },
                 {
                  "type": "integer",
                  "minimum": 0
                 }
                ],
                "items": false,
                "minItems": 2
               }
              ]
             },
             "fault": {
              "enum": [
               "reset",
               "empty",
               "timeout",
               "malformed",
               "slow-body"
              ],
              "description": "Effect: a network fault."
             },
             "durationMs": {
              "type": "integer",
              "minimum": 0,
              "description": "How long a timeout or slow-body lasts, in ms."
             },
             "rateLimit": {
              "type": "object",
              "description": "Effect: at most limit requests per windowMs per API key, then 429.",
              "required": [
               "limit",
               "windowMs"
              ],
              "additionalProperties": false,
              "properties": {
               "limit": {
                "type": "integer",
                "minimum": 1
               },
               "windowMs": {
                "type": "integer",
                "minimum": 1
               }
              }
             },
             "probability": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Chance that a matching request is affected."
             },
             "times": {
              "type": "integer",
              "minimum": 1,
              "description": "Affect this many requests, then expire."
             },
             "after": {
              "type": "integer",
              "minimum": 0,
              "description": "Let the first N matching requests through untouched."
             }
            },
            "allOf": [
             {
              "description": "a rule with at least one effect: status, latency, fault or rateLimit",
              "anyOf": [
               {
                "required": [
                 "status"
                ]
               },
               {
                "required": [
                 "latency"
                ]
               },
               {
                "required": [
                 "fault"
                ]
               },
               {
                "required": [
                 "rateLimit"
                ]
               }
              ]
             },
             {
              "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
              "not": {
               "anyOf": [
                {
                 "required": [
                  "status",
                  "fault"
                 ]
                },
                {
                 "required": [
                  "status",
                  "rateLimit"
                 ]
                },
                {
                 "required": [
                  "fault",
                  "rateLimit"
                 ]
                }
               ]
              }
             }
            ],
            "unevaluatedProperties": false
           }
          },
          "clock": {
           "type": "object",
           "description": "Simulated time.",
           "required": [
            "now"
           ],
           "additionalProperties": false,
           "properties": {
            "now": {
             "type": "string",
             "format": "date-time",
             "description": "The simulated time at load, RFC 3339 (2030-12-05T00:00:00Z)."
            }
           }
          },
          "world": {
           "type": "object",
           "description": "Other shoppers on the mock's clock: adoptions, arrivals and departures (docs/world.md).",
           "additionalProperties": false,
           "properties": {
            "seed": {
             "type": "integer",
             "minimum": -9007199254740991,
             "maximum": 9007199254740991,
             "description": "Seed of every draw; defaults to the mock's seed."
            },
            "adoptions": {
             "type": "object",
             "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
             "required": [
              "perHour",
              "soldAfter"
             ],
             "additionalProperties": false,
             "properties": {
              "perHour": {
               "type": "number",
               "minimum": 0,
               "maximum": 3600000,
               "description": "Events per hour of the mock's clock, on average (0: none)."
              },
              "soldAfter": {
               "type": "array",
               "description": "[min, max]: each delay is drawn evenly from this range",
               "prefixItems": [
                {
                 "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                 "anyOf": [
                  {
                   "type": "integer",
                   "minimum": 0,
                   "maximum": 315576000000
                  },
                  {
                   "type": "string",
                   "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                  }
                 ]
                },
                {
                 "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                 "anyOf": [
                  {
                   "type": "integer",
                   "minimum": 0,
                   "maximum": 315576000000
                  },
                  {
                   "type": "string",
                   "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                  }
                 ]
                }
               ],
               "items": false,
               "minItems": 2
              }
             }
            },
            "arrivals": {
             "type": "object",
             "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
             "required": [
              "perHour"
             ],
             "additionalProperties": false,
             "properties": {
              "perHour": {
               "type": "number",
               "minimum": 0,
               "maximum": 3600000,
               "description": "Events per hour of the mock's clock, on average (0: none)."
              },
              "status": {
               "enum": [
                "available",
                "pending",
                "sold"
               ],
               "description": "Status of an arrived pet (default available)."
              }
             }
            },
            "departures": {
             "type": "object",
             "description": "A sold pet leaves the store after a delay drawn from after.",
             "required": [
              "after"
             ],
             "additionalProperties": false,
             "properties": {
              "after": {
               "type": "array",
               "description": "[min, max]: each delay is drawn evenly from this range",
               "prefixItems": [
                {
                 "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                 "anyOf": [
                  {
                   "type": "integer",
                   "minimum": 0,
                   "maximum": 315576000000
                  },
                  {
                   "type": "string",
                   "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                  }
                 ]
                },
                {
                 "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                 "anyOf": [
                  {
                   "type": "integer",
                   "minimum": 0,
                   "maximum": 315576000000
                  },
                  {
                   "type": "string",
                   "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                  }
                 ]
                }
               ],
               "items": false,
               "minItems": 2
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/store": {
   "get": {
    "operationId": "getStoreSummary",
    "summary": "How many pets, per status, and where they are kept",
    "description": "How many pets there are, per status (`none` counts pets without one), and where the data lives.",
    "tags": [
     "store"
    ],
    "responses": {
     "200": {
      "description": "The summary.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "pets",
          "byStatus",
          "storage"
         ],
         "properties": {
          "pets": {
           "type": "integer"
          },
          "byStatus": {
           "type": "object",
           "required": [
            "available",
            "pending",
            "sold",
            "none"
           ],
           "additionalProperties": false,
           "properties": {
            "available": {
             "type": "integer"
            },
            "pending": {
             "type": "integer"
            },
            "sold": {
             "type": "integer"
            },
            "none": {
             "type": "integer",
             "description": "Pets without a status."
            }
           }
          },
          "storage": {
           "oneOf": [
            {
             "type": "object",
             "additionalProperties": false,
             "required": [
              "kind",
              "path",
              "bytes",
              "lock",
              "log",
              "fsync",
              "lastReload",
              "problem"
             ],
             "properties": {
              "kind": {
               "const": "file"
              },
              "path": {
               "type": "string",
               "description": "The real path of the JSON db file."
              },
              "bytes": {
               "type": [
                "integer",
                "null"
               ],
               "description": "Null while the file does not exist yet."
              },
              "lock": {
               "type": "object",
               "additionalProperties": false,
               "description": "The OS lock that makes this server the file's one writer.",
               "required": [
                "path",
                "pid"
               ],
               "properties": {
                "path": {
                 "type": "string"
                },
                "pid": {
                 "type": "integer"
                }
               }
              },
              "log": {
               "type": "object",
               "additionalProperties": false,
               "description": "Creates durable in the append log beside the file, not yet compacted into it.",
               "required": [
                "path",
                "bytes",
                "pets"
               ],
               "properties": {
                "path": {
                 "type": "string"
                },
                "bytes": {
                 "type": "integer"
                },
                "pets": {
                 "type": "integer"
                }
               }
              },
              "fsync": {
               "type": "boolean",
               "description": "Whether a write is acknowledged only once it reached the disk (--fsync)."
              },
              "lastReload": {
               "description": "The last hand edit of the file that was loaded; null when none was.",
               "oneOf": [
                {
                 "type": "null"
                },
                {
                 "type": "object",
                 "additionalProperties": false,
                 "required": [
                  "at",
                  "pets"
                 ],
                 "properties": {
                  "at": {
                   "type": "string",
                   "format": "date-time"
                  },
                  "pets": {
                   "type": "integer"
                  }
                 }
                }
               ]
              },
              "problem": {
               "type": [
                "string",
                "null"
               ],
               "description": "Why creates are refused (a hand edit that cannot be used); null when they are not."
              }
             }
            },
            {
             "type": "object",
             "additionalProperties": false,
             "required": [
              "kind"
             ],
             "properties": {
              "kind": {
               "const": "memory"
              }
             }
            }
           ]
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/store/pets": {
   "get": {
    "operationId": "listStorePets",
    "summary": "One page of pets, filtered and ordered",
    "description": "One page of the stored pets, filtered by status and name, ordered by id.",
    "tags": [
     "store"
    ],
    "parameters": [
     {
      "name": "status",
      "in": "query",
      "description": "A status, or `none` for pets without one.",
      "schema": {
       "type": "string",
       "enum": [
        "available",
        "pending",
        "sold",
        "none"
       ]
      }
     },
     {
      "name": "name",
      "in": "query",
      "description": "Keeps pets whose name contains this, ignoring case.",
      "schema": {
       "type": "string"
      }
     },
     {
      "name": "order",
      "in": "query",
      "schema": {
       "type": "string",
       "enum": [
        "asc",
        "desc"
       ],
       "default": "asc"
      }
     },
     {
      "name": "offset",
      "in": "query",
      "schema": {
       "type": "integer",
       "minimum": 0,
       "default": 0
      }
     },
     {
      "name": "limit",
      "in": "query",
      "schema": {
       "type": "integer",
       "minimum": 1,
       "maximum": 1000,
       "default": 100
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The page, and how many pets match in all.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "total",
          "offset",
          "limit",
          "pets"
         ],
         "properties": {
          "total": {
           "type": "integer"
          },
          "offset": {
           "type": "integer"
          },
          "limit": {
           "type": "integer"
          },
          "pets": {
           "type": "array",
           "items": {
            "description": "An animal in the store.",
            "allOf": [
             {
              "type": "object",
              "description": "The fields of an animal that a client sends.",
              "required": [
               "name",
               "categoryId"
              ],
              "properties": {
               "name": {
                "type": "string",
                "description": "The animal's name.",
                "example": "Biscuit"
               },
               "categoryId": {
                "type": "integer",
                "format": "int64",
                "description": "Identifier of the category the animal belongs to.",
                "example": 3
               },
               "status": {
                "type": "string",
                "description": "Availability status.",
                "enum": [
                 "available",
                 "pending",
                 "sold"
                ]
               }
              }
             },
             {
              "type": "object",
              "required": [
               "id"
              ],
              "properties": {
               "id": {
                "type": "integer",
                "format": "int64",
                "description": "Unique identifier, assigned on creation by the service.",
                "example": 1
               }
              }
             }
            ]
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/failures": {
   "get": {
    "operationId": "listFailures",
    "summary": "Rules in force, with what each has done",
    "description": "Rules in force, with what each has done.",
    "tags": [
     "failures"
    ],
    "responses": {
     "200": {
      "description": "The rules, in the order they are tried.",
      "content": {
       "application/json": {
        "schema": {
         "type": "array",
         "items": {
          "description": "A rule in force, as it was added (its id assigned), with what it has done.",
          "type": "object",
          "unevaluatedProperties": false,
          "allOf": [
           {
            "type": "object",
            "description": "A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it.",
            "properties": {
             "id": {
              "type": "string",
              "minLength": 1
             },
             "operationId": {
              "type": "string",
              "minLength": 1,
              "description": "An operationId of the spec, e.g. listPets."
             },
             "method": {
              "type": "string",
              "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
              "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
             },
             "path": {
              "type": "string",
              "pattern": "^/",
              "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
             },
             "status": {
              "type": "integer",
              "minimum": 400,
              "maximum": 599,
              "description": "Effect: an error response with this status."
             },
             "code": {
              "type": "string",
              "minLength": 1,
              "description": "Error body code; defaults by status."
             },
             "message": {
              "type": "string",
              "description": "Error body message."
             },
             "retryAfter": {
              "type": [
               "integer",
               "null"
              ],
              "minimum": 0,
              "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
             },
             "latency": {
              "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
              "anyOf": [
               {
                "type": "integer",
                "minimum": 0
               },
               {
                "type": "array",
                "prefixItems": [
                 {
                  "type": "integer",
                  "minimum": 0
                 },
                 {
                  "type": "integer",
                  "minimum": 0
                 }
                ],
                "items": false,
                "minItems": 2
               }
              ]
             },
             "fault": {
              "enum": [
               "reset",
               "empty",
               "timeout",
               "malformed",
               "slow-body"
              ],
              "description": "Effect: a network fault."
             },
             "durationMs": {
              "type": "integer",
              "minimum": 0,
              "description": "How long a timeout or slow-body lasts, in ms."
             },
             "rateLimit": {
              "type": "object",
              "description": "Effect: at most limit requests per windowMs per API key, then 429.",
              "required": [
               "limit",
               "windowMs"
              ],
              "additionalProperties": false,
              "properties": {
               "limit": {
                "type": "integer",
                "minimum": 1
               },
               "windowMs": {
                "type": "integer",
                "minimum": 1
               }
              }
             },
             "probability": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Chance that a matching request is affected."
             },
             "times": {
              "type": "integer",
              "minimum": 1,
              "description": "Affect this many requests, then expire."
             },
             "after": {
              "type": "integer",
              "minimum": 0,
              "description": "Let the first N matching requests through untouched."
             }
            },
            "allOf": [
             {
              "description": "a rule with at least one effect: status, latency, fault or rateLimit",
              "anyOf": [
               {
                "required": [
                 "status"
                ]
               },
               {
                "required": [
                 "latency"
                ]
               },
               {
                "required": [
                 "fault"
                ]
               },
               {
                "required": [
                 "rateLimit"
                ]
               }
              ]
             },
             {
              "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
              "not": {
               "anyOf": [
                {
                 "required": [
                  "status",
                  "fault"
                 ]
                },
                {
                 "required": [
                  "status",
                  "rateLimit"
                 ]
                },
                {
                 "required": [
                  "fault",
                  "rateLimit"
                 ]
                }
               ]
              }
             }
            ]
           },
           {
            "type": "object",
            "required": [
             "id",
             "matched",
             "fired",
             "left"
            ],
            "properties": {
             "id": {
              "type": "string"
             },
             "matched": {
              "type": "integer",
              "description": "Requests that matched it."
             },
             "fired": {
              "type": "integer",
              "description": "Requests it affected."
             },
             "left": {
              "type": [
               "integer",
               "null"
              ],
              "description": "How many more it may affect; null when unbounded."
             }
            }
           }
          ]
         }
        }
       }
      }
     }
    }
   },
   "post": {
    "operationId": "addFailures",
    "summary": "Add one rule, or a list of rules (all or none)",
    "description": "Add one rule, or a list of rules (all or none).",
    "tags": [
     "failures"
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "oneOf": [
         {
          "type": "object",
          "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
          "properties": {
           "id": {
            "type": "string",
            "minLength": 1
           },
           "operationId": {
            "type": "string",
            "minLength": 1,
            "description": "An operationId of the spec, e.g. listPets."
           },
           "method": {
            "type": "string",
            "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
            "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
           },
           "path": {
            "type": "string",
            "pattern": "^/",
            "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
           },
           "status": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599,
            "description": "Effect: an error response with this status."
           },
           "code": {
            "type": "string",
            "minLength": 1,
            "description": "Error body code; defaults by status."
           },
           "message": {
            "type": "string",
            "description": "Error body message."
           },
           "retryAfter": {
            "type": [
             "integer",
             "null"
            ],
            "minimum": 0,
            "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
           },
           "latency": {
            "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
            "anyOf": [
             {
              "type": "integer",
              "minimum": 0
             },
             {
              "type": "array",
              "prefixItems": [
               {
                "type": "integer",
                "minimum": 0
               },
               {
                "type": "integer",
                "minimum": 0
               }
              ],
              "items": false,
              "minItems": 2
             }
            ]
           },
           "fault": {
            "enum": [
             "reset",
             "empty",
             "timeout",
             "malformed",
             "slow-body"
            ],
            "description": "Effect: a network fault."
           },
           "durationMs": {
            "type": "integer",
            "minimum": 0,
            "description": "How long a timeout or slow-body lasts, in ms."
           },
           "rateLimit": {
            "type": "object",
            "description": "Effect: at most limit requests per windowMs per API key, then 429.",
            "required": [
             "limit",
             "windowMs"
            ],
            "additionalProperties": false,
            "properties": {
             "limit": {
              "type": "integer",
              "minimum": 1
             },
             "windowMs": {
              "type": "integer",
              "minimum": 1
             }
            }
           },
           "probability": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Chance that a matching request is affected."
           },
           "times": {
            "type": "integer",
            "minimum": 1,
            "description": "Affect this many requests, then expire."
           },
           "after": {
            "type": "integer",
            "minimum": 0,
            "description": "Let the first N matching requests through untouched."
           }
          },
          "allOf": [
           {
            "description": "a rule with at least one effect: status, latency, fault or rateLimit",
            "anyOf": [
             {
              "required": [
               "status"
              ]
             },
             {
              "required": [
               "latency"
              ]
             },
             {
              "required": [
               "fault"
              ]
             },
             {
              "required": [
               "rateLimit"
              ]
             }
            ]
           },
           {
            "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
            "not": {
             "anyOf": [
              {
               "required": [
                "status",
                "fault"
               ]
              },
              {
               "required": [
                "status",
                "rateLimit"
               ]
              },
              {
               "required": [
                "fault",
                "rateLimit"
               ]
              }
             ]
            }
           }
          ],
          "unevaluatedProperties": false
         },
         {
          "type": "array",
          "items": {
           "type": "object",
           "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
           "properties": {
            "id": {
             "type": "string",
             "minLength": 1
            },
            "operationId": {
             "type": "string",
             "minLength": 1,
             "description": "An operationId of the spec, e.g. listPets."
            },
            "method": {
             "type": "string",
             "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
             "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
            },
            "path": {
             "type": "string",
             "pattern": "^/",
             "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
            },
            "status": {
             "type": "integer",
             "minimum": 400,
             "maximum": 599,
             "description": "Effect: an error response with this status."
            },
            "code": {
             "type": "string",
             "minLength": 1,
             "description": "Error body code; defaults by status."
            },
            "message": {
             "type": "string",
             "description": "Error body message."
            },
            "retryAfter": {
             "type": [
              "integer",
              "null"
             ],
             "minimum": 0,
             "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
            },
            "latency": {
             "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
             "anyOf": [
              {
               "type": "integer",
               "minimum": 0
              },
              {
               "type": "array",
               "prefixItems": [
                {
                 "type": "integer",
                 "minimum": 0
                },
                {
                 "type": "integer",
                 "minimum": 0
                }
               ],
               "items": false,
               "minItems": 2
              }
             ]
            },
            "fault": {
             "enum": [
              "reset",
              "empty",
              "timeout",
              "malformed",
              "slow-body"
             ],
             "description": "Effect: a network fault."
            },
            "durationMs": {
             "type": "integer",
             "minimum": 0,
             "description": "How long a timeout or slow-body lasts, in ms."
            },
            "rateLimit": {
             "type": "object",
             "description": "Effect: at most limit requests per windowMs per API key, then 429.",
             "required": [
              "limit",
              "windowMs"
             ],
             "additionalProperties": false,
             "properties": {
              "limit": {
               "type": "integer",
               "minimum": 1
              },
              "windowMs": {
               "type": "integer",
               "minimum": 1
              }
             }
            },
            "probability": {
             "type": "number",
             "minimum": 0,
             "maximum": 1,
             "description": "Chance that a matching request is affected."
            },
            "times": {
             "type": "integer",
             "minimum": 1,
             "description": "Affect this many requests, then expire."
            },
            "after": {
             "type": "integer",
             "minimum": 0,
             "description": "Let the first N matching requests through untouched."
            }
           },
           "allOf": [
            {
             "description": "a rule with at least one effect: status, latency, fault or rateLimit",
             "anyOf": [
              {
               "required": [
                "status"
               ]
              },
              {
               "required": [
                "latency"
               ]
              },
              {
               "required": [
                "fault"
               ]
              },
              {
               "required": [
                "rateLimit"
               ]
              }
             ]
            },
            {
             "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
             "not": {
              "anyOf": [
               {
                "required": [
                 "status",
                 "fault"
                ]
               },
               {
                "required": [
                 "status",
                 "rateLimit"
                ]
               },
               {
                "required": [
                 "fault",
                 "rateLimit"
                ]
               }
              ]
             }
            }
           ],
           "unevaluatedProperties": false
          }
         }
        ]
       }
      }
     }
    },
    "responses": {
     "201": {
      "description": "Added; the rule (or the list) with ids assigned.",
      "content": {
       "application/json": {
        "schema": {
         "oneOf": [
          {
           "description": "A rule in force, as it was added (its id assigned), with what it has done.",
           "type": "object",
           "unevaluatedProperties": false,
           "allOf": [
            {
             "type": "object",
             "description": "A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it.",
             "properties": {
              "id": {
               "type": "string",
               "minLength": 1
              },
              "operationId": {
               "type": "string",
               "minLength": 1,
               "description": "An operationId of the spec, e.g. listPets."
              },
              "method": {
               "type": "string",
               "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
               "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
              },
              "path": {
               "type": "string",
               "pattern": "^/",
               "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
              },
              "status": {
               "type": "integer",
               "minimum": 400,
               "maximum": 599,
               "description": "Effect: an error response with this status."
              },
              "code": {
               "type": "string",
               "minLength": 1,
               "description": "Error body code; defaults by status."
              },
              "message": {
               "type": "string",
               "description": "Error body message."
              },
              "retryAfter": {
               "type": [
                "integer",
                "null"
               ],
               "minimum": 0,
               "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
              },
              "latency": {
               "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
               "anyOf": [
                {
                 "type": "integer",
                 "minimum": 0
                },
                {
                 "type": "array",
                 "prefixItems": [
                  {
                   "type": "integer",
                   "minimum": 0
                  },
                  {
                   "type": "integer",
                   "minimum": 0
                  }
                 ],
                 "items": false,
                 "minItems": 2
                }
               ]
              },
              "fault": {
               "enum": [
                "reset",
                "empty",
                "timeout",
                "malformed",
                "slow-body"
               ],
               "description": "Effect: a network fault."
              },
              "durationMs": {
               "type": "integer",
               "minimum": 0,
               "description": "How long a timeout or slow-body lasts, in ms."
              },
              "rateLimit": {
               "type": "object",
               "description": "Effect: at most limit requests per windowMs per API key, then 429.",
               "required": [
                "limit",
                "windowMs"
               ],
               "additionalProperties": false,
               "properties": {
                "limit": {
                 "type": "integer",
                 "minimum": 1
                },
                "windowMs": {
                 "type": "integer",
                 "minimum": 1
                }
               }
              },
              "probability": {
               "type": "number",
               "minimum": 0,
               "maximum": 1,
               "description": "Chance that a matching request is affected."
              },
              "times": {
               "type": "integer",
               "minimum": 1,
               "description": "Affect this many requests, then expire."
              },
              "after": {
               "type": "integer",
               "minimum": 0,
               "description": "Let the first N matching requests through untouched."
              }
             },
             "allOf": [
              {
               "description": "a rule with at least one effect: status, latency, fault or rateLimit",
               "anyOf": [
                {
                 "required": [
                  "status"
                 ]
                },
                {
                 "required": [
                  "latency"
                 ]
                },
                {
                 "required": [
                  "fault"
                 ]
                },
                {
                 "required": [
                  "rateLimit"
                 ]
                }
               ]
              },
              {
               "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
               "not": {
                "anyOf": [
                 {
                  "required": [
                   "status",
                   "fault"
                  ]
                 },
                 {
                  "required": [
                   "status",
                   "rateLimit"
                  ]
                 },
                 {
                  "required": [
                   "fault",
                   "rateLimit"
                  ]
                 }
                ]
               }
              }
             ]
            },
            {
             "type": "object",
             "required": [
              "id",
              "matched",
              "fired",
              "left"
             ],
             "properties": {
              "id": {
               "type": "string"
              },
              "matched": {
               "type": "integer",
               "description": "Requests that matched it."
              },
              "fired": {
               "type": "integer",
               "description": "Requests it affected."
              },
              "left": {
               "type": [
                "integer",
                "null"
               ],
               "description": "How many more it may affect; null when unbounded."
              }
             }
            }
           ]
          },
          {
           "type": "array",
           "items": {
            "description": "A rule in force, as it was added (its id assigned), with what it has done.",
            "type": "object",
            "unevaluatedProperties": false,
            "allOf": [
             {
              "type": "object",
              "description": "A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it.",
              "properties": {
               "id": {
                "type": "string",
                "minLength": 1
               },
               "operationId": {
                "type": "string",
                "minLength": 1,
                "description": "An operationId of the spec, e.g. listPets."
               },
               "method": {
                "type": "string",
                "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
                "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
               },
               "path": {
                "type": "string",
                "pattern": "^/",
                "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
               },
               "status": {
                "type": "integer",
                "minimum": 400,
                "maximum": 599,
                "description": "Effect: an error response with this status."
               },
               "code": {
                "type": "string",
                "minLength": 1,
                "description": "Error body code; defaults by status."
               },
               "message": {
                "type": "string",
                "description": "Error body message."
               },
               "retryAfter": {
                "type": [
                 "integer",
                 "null"
                ],
                "minimum": 0,
                "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
               },
               "latency": {
                "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
                "anyOf": [
                 {
                  "type": "integer",
                  "minimum": 0
                 },
                 {
                  "type": "array",
                  "prefixItems": [
                   {
                    "type": "integer",
                    "minimum": 0
                   },
                   {
                    "type": "integer",
                    "minimum": 0
                   }
                  ],
                  "items": false,
                  "minItems": 2
                 }
                ]
               },
               "fault": {
                "enum": [
                 "reset",
                 "empty",
                 "timeout",
                 "malformed",
                 "slow-body"
                ],
                "description": "Effect: a network fault."
               },
               "durationMs": {
                "type": "integer",
                "minimum": 0,
                "description": "How long a timeout or slow-body lasts, in ms."
               },
               "rateLimit": {
                "type": "object",
                "description": "Effect: at most limit requests per windowMs per API key, then 429.",
                "required": [
                 "limit",
                 "windowMs"
                ],
                "additionalProperties": false,
                "properties": {
                 "limit": {
                  "type": "integer",
                  "minimum": 1
                 },
                 "windowMs": {
                  "type": "integer",
                  "minimum": 1
                 }
                }
               },
               "probability": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "Chance that a matching request is affected."
               },
               "times": {
                "type": "integer",
                "minimum": 1,
                "description": "Affect this many requests, then expire."
               },
               "after": {
                "type": "integer",
                "minimum": 0,
                "description": "Let the first N matching requests through untouched."
               }
              },
              "allOf": [
               {
                "description": "a rule with at least one effect: status, latency, fault or rateLimit",
                "anyOf": [
                 {
                  "required": [
                   "status"
                  ]
                 },
                 {
                  "required": [
                   "latency"
                  ]
                 },
                 {
                  "required": [
                   "fault"
                  ]
                 },
                 {
                  "required": [
                   "rateLimit"
                  ]
                 }
                ]
               },
               {
                "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
                "not": {
                 "anyOf": [
                  {
                   "required": [
                    "status",
                    "fault"
                   ]
                  },
                  {
                   "required": [
                    "status",
                    "rateLimit"
                   ]
                  },
                  {
                   "required": [
                    "fault",
                    "rateLimit"
                   ]
                  }
                 ]
                }
               }
              ]
             },
             {
              "type": "object",
              "required": [
               "id",
               "matched",
               "fired",
               "left"
              ],
              "properties": {
               "id": {
                "type": "string"
               },
               "matched": {
                "type": "integer",
                "description": "Requests that matched it."
               },
               "fired": {
                "type": "integer",
                "description": "Requests it affected."
               },
               "left": {
                "type": [
                 "integer",
                 "null"
                ],
                "description": "How many more it may affect; null when unbounded."
               }
              }
             }
            ]
           }
          }
         ]
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     },
     "409": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   },
   "delete": {
    "operationId": "clearFailures",
    "summary": "Remove every rule",
    "description": "Remove every rule.",
    "tags": [
     "failures"
    ],
    "responses": {
     "200": {
      "description": "How many were removed.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "removed"
         ],
         "properties": {
          "removed": {
           "type": "integer"
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/failures/{id}": {
   "delete": {
    "operationId": "removeFailure",
    "summary": "Remove one rule",
    "description": "Remove one rule.",
    "tags": [
     "failures"
    ],
    "parameters": [
     {
      "name": "id",
      "in": "path",
      "required": true,
      "schema": {
       "type": "string"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The rule removed.",
      "content": {
       "application/json": {
        "schema": {
         "description": "A rule in force, as it was added (its id assigned), with what it has done.",
         "type": "object",
         "unevaluatedProperties": false,
         "allOf": [
          {
           "type": "object",
           "description": "A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it.",
           "properties": {
            "id": {
             "type": "string",
             "minLength": 1
            },
            "operationId": {
             "type": "string",
             "minLength": 1,
             "description": "An operationId of the spec, e.g. listPets."
            },
            "method": {
             "type": "string",
             "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
             "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
            },
            "path": {
             "type": "string",
             "pattern": "^/",
             "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
            },
            "status": {
             "type": "integer",
             "minimum": 400,
             "maximum": 599,
             "description": "Effect: an error response with this status."
            },
            "code": {
             "type": "string",
             "minLength": 1,
             "description": "Error body code; defaults by status."
            },
            "message": {
             "type": "string",
             "description": "Error body message."
            },
            "retryAfter": {
             "type": [
              "integer",
              "null"
             ],
             "minimum": 0,
             "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
            },
            "latency": {
             "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
             "anyOf": [
              {
               "type": "integer",
               "minimum": 0
              },
              {
               "type": "array",
               "prefixItems": [
                {
                 "type": "integer",
                 "minimum": 0
                },
                {
                 "type": "integer",
                 "minimum": 0
                }
               ],
               "items": false,
               "minItems": 2
              }
             ]
            },
            "fault": {
             "enum": [
              "reset",
              "empty",
              "timeout",
              "malformed",
              "slow-body"
             ],
             "description": "Effect: a network fault."
            },
            "durationMs": {
             "type": "integer",
             "minimum": 0,
             "description": "How long a timeout or slow-body lasts, in ms."
            },
            "rateLimit": {
             "type": "object",
             "description": "Effect: at most limit requests per windowMs per API key, then 429.",
             "required": [
              "limit",
              "windowMs"
             ],
             "additionalProperties": false,
             "properties": {
              "limit": {
               "type": "integer",
               "minimum": 1
              },
              "windowMs": {
               "type": "integer",
               "minimum": 1
              }
             }
            },
            "probability": {
             "type": "number",
             "minimum": 0,
             "maximum": 1,
             "description": "Chance that a matching request is affected."
            },
            "times": {
             "type": "integer",
             "minimum": 1,
             "description": "Affect this many requests, then expire."
            },
            "after": {
             "type": "integer",
             "minimum": 0,
             "description": "Let the first N matching requests through untouched."
            }
           },
           "allOf": [
            {
             "description": "a rule with at least one effect: status, latency, fault or rateLimit",
             "anyOf": [
              {
               "required": [
                "status"
               ]
              },
              {
               "required": [
                "latency"
               ]
              },
              {
               "required": [
                "fault"
               ]
              },
              {
               "required": [
                "rateLimit"
               ]
              }
             ]
            },
            {
             "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
             "not": {
              "anyOf": [
               {
                "required": [
                 "status",
                 "fault"
                ]
               },
               {
                "required": [
                 "status",
                 "rateLimit"
                ]
               },
               {
                "required": [
                 "fault",
                 "rateLimit"
                ]
               }
              ]
             }
            }
           ]
          },
          {
           "type": "object",
           "required": [
            "id",
            "matched",
            "fired",
            "left"
           ],
           "properties": {
            "id": {
             "type": "string"
            },
            "matched": {
             "type": "integer",
             "description": "Requests that matched it."
            },
            "fired": {
             "type": "integer",
             "description": "Requests it affected."
            },
            "left": {
             "type": [
              "integer",
              "null"
             ],
             "description": "How many more it may affect; null when unbounded."
            }
           }
          }
         ]
        }
       }
      }
     },
     "404": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/requests": {
   "get": {
    "operationId": "listRequests",
    "summary": "The journal of recent requests, newest last",
    "description": "The journal of recent requests, newest last. The query parameters filter it on the server;\neach one given must hold. An invalid value is 400 `invalid_query`, naming the parameter.\n",
    "tags": [
     "journal"
    ],
    "parameters": [
     {
      "name": "operationId",
      "in": "query",
      "description": "Only requests matched to this operation of the API (`getPet`).",
      "schema": {
       "type": "string"
      }
     },
     {
      "name": "status",
      "in": "query",
      "description": "Only answers with this status.",
      "schema": {
       "type": "integer",
       "minimum": 100,
       "maximum": 599
      }
     },
     {
      "name": "since",
      "in": "query",
      "description": "A journal id; only newer entries (exclusive).",
      "schema": {
       "type": "integer",
       "minimum": 0
      }
     },
     {
      "name": "limit",
      "in": "query",
      "description": "At most this many, the newest of those that match (still listed oldest first).",
      "schema": {
       "type": "integer",
       "minimum": 1
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The journal (bounded by --journal-size).",
      "content": {
       "application/json": {
        "schema": {
         "type": "array",
         "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
           "id",
           "time",
           "method",
           "path",
           "operationId",
           "query",
           "headers",
           "body",
           "status",
           "fault",
           "durationMs",
           "rules",
           "response",
           "upstream"
          ],
          "properties": {
           "id": {
            "type": "integer"
           },
           "time": {
            "type": "string",
            "format": "date-time"
           },
           "method": {
            "type": "string"
           },
           "path": {
            "type": "string"
           },
           "operationId": {
            "type": [
             "string",
             "null"
            ],
            "description": "The API operation the request was matched to (`getPet`, the spec's operationId); null for a path the API has none for, or a method it does not take."
           },
           "query": {
            "type": "object",
            "additionalProperties": {
             "oneOf": [
              {
               "type": "string"
              },
              {
               "type": "array",
               "items": {
                "type": "string"
               }
              }
             ]
            }
           },
           "headers": {
            "type": "object",
            "description": "Request headers; credentials (Authorization, Cookie, X-Api-Key, any name holding token, secret or key, and --mask-header names) show \"[redacted]\".",
            "additionalProperties": {
             "type": "string"
            }
           },
           "body": {
            "type": [
             "string",
             "null"
            ]
           },
           "status": {
            "type": [
             "integer",
             "null"
            ],
            "description": "Null when the connection was dropped."
           },
           "fault": {
            "type": [
             "string",
             "null"
            ],
            "description": "The injected fault: `reset`, `empty` or `timeout` (status null), `malformed` or `slow-body` (the answer's status kept)."
           },
           "durationMs": {
            "type": "number"
           },
           "rules": {
            "type": "array",
            "description": "Ids of the failure rules that fired.",
            "items": {
             "type": "string"
            }
           },
           "injected": {
            "type": "array",
            "description": "Present when failures were injected into the answer; each names its kind (`error`, `rate-limit`, `latency`, a fault, `gone`), its source (`rule`, `prefer`, `clock`) and, for `error`, the status. A pact leaves out answers whose status was injected.",
            "items": {
             "type": "object",
             "required": [
              "kind",
              "source"
             ],
             "properties": {
              "kind": {
               "type": "string"
              },
              "source": {
               "type": "string",
               "enum": [
                "rule",
                "prefer",
                "clock"
               ]
              },
              "status": {
               "type": "integer"
              }
             }
            }
           },
           "response": {
            "description": "Null when the connection was dropped.",
            "oneOf": [
             {
              "type": "null"
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "headers",
               "body"
              ],
              "properties": {
               "headers": {
                "type": "object",
                "additionalProperties": {
                 "type": "string"
                }
               },
               "body": {
                "type": [
                 "string",
                 "null"
                ],
                "description": "The JSON body sent (cut at 64 KiB); null for none or another kind."
               }
              }
             }
            ]
           },
           "upstream": {
            "description": "Set when the request was forwarded (proxy mode); null when answered here.",
            "oneOf": [
             {
              "type": "null"
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "status",
               "durationMs",
               "violations"
              ],
              "properties": {
               "status": {
                "type": [
                 "integer",
                 "null"
                ],
                "description": "The upstream's status; null when it gave none (unreachable, timed out)."
               },
               "durationMs": {
                "type": "number"
               },
               "violations": {
                "type": "array",
                "items": {
                 "type": "object",
                 "additionalProperties": false,
                 "required": [
                  "kind",
                  "path",
                  "rule"
                 ],
                 "properties": {
                  "kind": {
                   "type": "string",
                   "enum": [
                    "status",
                    "content-type",
                    "body",
                    "header"
                   ]
                  },
                  "path": {
                   "type": "string",
                   "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
                   "example": "$.body[0].id"
                  },
                  "rule": {
                   "type": "string",
                   "example": "must be an integer"
                  }
                 }
                }
               }
              }
             }
            ]
           },
           "bodiesDropped": {
            "type": "boolean",
            "enum": [
             true
            ],
            "description": "Present when the journal's byte budget (--journal-bytes) dropped this entry's bodies to keep newer ones; `body` and `response.body` are then null, the rest is kept."
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   },
   "delete": {
    "operationId": "clearRequests",
    "summary": "Empty the journal",
    "description": "Empty the journal.",
    "tags": [
     "journal"
    ],
    "responses": {
     "200": {
      "description": "How many were removed.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "removed"
         ],
         "properties": {
          "removed": {
           "type": "integer"
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/requests/{id}/explain": {
   "get": {
    "operationId": "explainRequest",
    "summary": "Why a journaled request got its answer",
    "description": "The decisions that made the answer to one journaled request, in the order they were taken\n(docs/explain.md). Kept with the journal entry: gone when the entry is.\n",
    "tags": [
     "journal"
    ],
    "parameters": [
     {
      "name": "id",
      "in": "path",
      "required": true,
      "description": "The journal entry's id.",
      "schema": {
       "type": "string"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The explanation.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "id",
          "decisions"
         ],
         "properties": {
          "id": {
           "type": "integer",
           "description": "The journal entry's id."
          },
          "decisions": {
           "type": "array",
           "description": "In the order they were taken; empty when nothing but the operation itself answered.",
           "items": {
            "description": "One decision and its facts; `kind` says which.",
            "oneOf": [
             {
              "description": "The server's Host check let the request through (a refused Host is not journaled).",
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "allowed",
               "rule"
              ],
              "properties": {
               "kind": {
                "const": "host"
               },
               "allowed": {
                "const": true
               },
               "rule": {
                "type": "string",
                "enum": [
                 "no-host-header",
                 "localhost",
                 "ip-literal",
                 "allowed-hosts"
                ]
               }
              }
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "name",
               "created"
              ],
              "properties": {
               "kind": {
                "const": "sandbox"
               },
               "name": {
                "type": "string",
                "pattern": "^[A-Za-z0-9._-]{1,64}$"
               },
               "created": {
                "type": "boolean",
                "description": "Whether this request made the sandbox (its first use)."
               }
              }
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "preflight",
               "origin",
               "allowed"
              ],
              "properties": {
               "kind": {
                "const": "cors"
               },
               "preflight": {
                "type": "boolean",
                "description": "Whether this was a preflight, answered before auth."
               },
               "origin": {
                "type": "string"
               },
               "allowed": {
                "type": "boolean",
                "description": "Whether the origin was granted (Access-Control-Allow-Origin sent)."
               }
              }
             },
             {
              "description": "The API key was refused. The key itself is never shown.",
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "refused"
              ],
              "properties": {
               "kind": {
                "const": "auth"
               },
               "refused": {
                "type": "string",
                "enum": [
                 "missing",
                 "malformed",
                 "unknown-key"
                ]
               }
              }
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "in",
               "pointer",
               "keyword"
              ],
              "properties": {
               "kind": {
                "const": "validation"
               },
               "in": {
                "type": "string",
                "enum": [
                 "query",
                 "path",
                 "body"
                ]
               },
               "pointer": {
                "type": "string",
                "description": "A JSON pointer into the query, the path parameters or the body.",
                "example": "/limit"
               },
               "keyword": {
                "type": "string",
                "description": "The JSON Schema keyword that failed.",
                "example": "maximum"
               }
              }
             },
             {
              "description": "A failure rule, or the request's `Prefer` header, that fired.",
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "source",
               "rule",
               "definition",
               "fired",
               "times",
               "latencyMs",
               "status",
               "fault"
              ],
              "properties": {
               "kind": {
                "const": "failure"
               },
               "source": {
                "type": "string",
                "enum": [
                 "rule",
                 "prefer"
                ]
               },
               "rule": {
                "type": "string",
                "description": "The rule's id (`prefer` for the header)."
               },
               "definition": {
                "type": "object",
                "description": "The rule as it was when it fired, without its id.",
                "properties": {
                 "id": {
                  "type": "string",
                  "minLength": 1
                 },
                 "operationId": {
                  "type": "string",
                  "minLength": 1,
                  "description": "An operationId of the spec, e.g. listPets."
                 },
                 "method": {
                  "type": "string",
                  "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
                  "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
                 },
                 "path": {
                  "type": "string",
                  "pattern": "^/",
                  "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
                 },
                 "status": {
                  "type": "integer",
                  "minimum": 400,
                  "maximum": 599,
                  "description": "Effect: an error response with this status."
                 },
                 "code": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Error body code; defaults by status."
                 },
                 "message": {
                  "type": "string",
                  "description": "Error body message."
                 },
                 "retryAfter": {
                  "type": [
                   "integer",
                   "null"
                  ],
                  "minimum": 0,
                  "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
                 },
                 "latency": {
                  "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0
                   },
                   {
                    "type": "array",
                    "prefixItems": [
                     {
                      "type": "integer",
                      "minimum": 0
                     },
                     {
                      "type": "integer",
                      "minimum": 0
                     }
                    ],
                    "items": false,
                    "minItems": 2
                   }
                  ]
                 },
                 "fault": {
                  "enum": [
                   "reset",
                   "empty",
                   "timeout",
                   "malformed",
                   "slow-body"
                  ],
                  "description": "Effect: a network fault."
                 },
                 "durationMs": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "How long a timeout or slow-body lasts, in ms."
                 },
                 "rateLimit": {
                  "type": "object",
                  "description": "Effect: at most limit requests per windowMs per API key, then 429.",
                  "required": [
                   "limit",
                   "windowMs"
                  ],
                  "additionalProperties": false,
                  "properties": {
                   "limit": {
                    "type": "integer",
                    "minimum": 1
                   },
                   "windowMs": {
                    "type": "integer",
                    "minimum": 1
                   }
                  }
                 },
                 "probability": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1,
                  "description": "Chance that a matching request is affected."
                 },
                 "times": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Affect this many requests, then expire."
                 },
                 "after": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Let the first N matching requests through untouched."
                 }
                },
                "allOf": [
                 {
                  "description": "a rule with at least one effect: status, latency, fault or rateLimit",
                  "anyOf": [
                   {
                    "required": [
                     "status"
                    ]
                   },
                   {
                    "required": [
                     "latency"
                    ]
                   },
                   {
                    "required": [
                     "fault"
                    ]
                   },
                   {
                    "required": [
                     "rateLimit"
                    ]
                   }
                  ]
                 },
                 {
                  "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
                  "not": {
                   "anyOf": [
                    {
                     "required": [
                      "status",
                      "fault"
                     ]
                    },
                    {
                     "required": [
                      "status",
                      "rateLimit"
                     ]
                    },
                    {
                     "required": [
                      "fault",
                      "rateLimit"
                     ]
                    }
                   ]
                  }
                 }
                ],
                "unevaluatedProperties": false
               },
               "prefer": {
                "type": "string",
                "description": "The `Prefer` header, when the source is the request."
               },
               "fired": {
                "type": "integer",
                "description": "How many times the rule had fired, this one included."
               },
               "times": {
                "type": [
                 "integer",
                 "null"
                ],
                "description": "How many times it may fire; null when unbounded."
               },
               "latencyMs": {
                "type": "number",
                "description": "The latency it added, in ms."
               },
               "status": {
                "type": [
                 "integer",
                 "null"
                ],
                "description": "The error status it answered with; null when it did not decide the answer so."
               },
               "fault": {
                "type": [
                 "string",
                 "null"
                ],
                "description": "The network fault it injected, if any."
               }
              }
             },
             {
              "description": "Past the operation's sunset on the mock's clock, so 410.",
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "now",
               "sunset"
              ],
              "properties": {
               "kind": {
                "const": "clock"
               },
               "now": {
                "type": "string",
                "format": "date-time"
               },
               "sunset": {
                "type": "string",
                "format": "date-time"
               }
              }
             },
             {
              "description": "The timed world's events applied just before the answer (its catch-up to the clock's time); only when it applied some.",
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "events",
               "fromSeq",
               "toSeq"
              ],
              "properties": {
               "kind": {
                "const": "world"
               },
               "events": {
                "type": "integer",
                "minimum": 1,
                "description": "How many events were applied."
               },
               "fromSeq": {
                "type": "integer",
                "description": "The seq of the first (as in `GET /__admin/world/events`)."
               },
               "toSeq": {
                "type": "integer",
                "description": "The seq of the last."
               }
              }
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "petId",
               "found"
              ],
              "properties": {
               "kind": {
                "const": "store"
               },
               "petId": {
                "type": "integer"
               },
               "found": {
                "type": "boolean"
               },
               "reason": {
                "type": "string",
                "description": "Why it was not found: `departed` (the timed world's departures removed it), `above` (the\nid is at or past the next id), `never-created` (any other id). More reasons may come:\nread unknown ones as \"not found\".\n",
                "example": "above"
               },
               "nextId": {
                "type": "integer",
                "description": "The id the next created pet gets, when it was not found."
               }
              }
             },
             {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "kind",
               "forwarded"
              ],
              "properties": {
               "kind": {
                "const": "proxy"
               },
               "forwarded": {
                "type": "boolean",
                "description": "Whether the upstream answered it (false, in proxy mode, for an operation answered here)."
               },
               "upstreamStatus": {
                "type": [
                 "integer",
                 "null"
                ],
                "description": "The upstream's status; null when it gave no answer."
               },
               "violations": {
                "type": "array",
                "items": {
                 "type": "object",
                 "additionalProperties": false,
                 "required": [
                  "kind",
                  "path",
                  "rule"
                 ],
                 "properties": {
                  "kind": {
                   "type": "string",
                   "enum": [
                    "status",
                    "content-type",
                    "body",
                    "header"
                   ]
                  },
                  "path": {
                   "type": "string",
                   "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
                   "example": "$.body[0].id"
                  },
                  "rule": {
                   "type": "string",
                   "example": "must be an integer"
                  }
                 }
                }
               }
              }
             }
            ]
           }
          }
         }
        }
       }
      }
     },
     "404": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/requests.har": {
   "get": {
    "operationId": "exportRequestsHar",
    "summary": "The journal as HAR 1.2",
    "description": "The journal as a HAR 1.2 document, for DevTools and Playwright's `routeFromHAR`: each request\nwith its full URL (this request's origin and the journaled path), headers (masked as the\njournal masks them), query and posted body; each answer with its status, headers and body\ntext; the mock's handling time (injected latency included) as `timings.wait`. A dropped\nconnection is an entry with status 0 and `_error` (`net::ERR_CONNECTION_RESET`,\n`net::ERR_EMPTY_RESPONSE`, `net::ERR_TIMED_OUT`); `_fault` names the injected fault,\n`malformed` and `slow-body` included; `_rules` the failure rules that fired.\n",
    "tags": [
     "journal"
    ],
    "responses": {
     "200": {
      "description": "The HAR document (`log.version` 1.2).",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "log"
         ],
         "properties": {
          "log": {
           "type": "object",
           "required": [
            "version",
            "creator",
            "entries"
           ],
           "properties": {
            "version": {
             "const": "1.2"
            },
            "creator": {
             "type": "object"
            },
            "entries": {
             "type": "array",
             "items": {
              "type": "object"
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/scenario/from-har": {
   "post": {
    "operationId": "loadScenarioFromHar",
    "summary": "Load the pets of a HAR recording as the store",
    "description": "Reads the Animal Store answers in a HAR (a browser's, Playwright's or the proxy's): the pets\nof `listPets`, `getPet` and `createPet` answers, merged by id (the latest answer wins), become\nthe store's, with the next id above the highest. Other hosts and paths are counted and\nskipped; answers that break the contract are skipped and listed with the reason. No header,\ncookie or query value of the HAR is kept. Nothing changes when the HAR cannot be read.\n",
    "tags": [
     "state"
    ],
    "parameters": [
     {
      "name": "keepClock",
      "in": "query",
      "description": "Set the clock to the latest `Date` an answer carried.",
      "schema": {
       "type": "boolean"
      }
     },
     {
      "name": "name",
      "in": "query",
      "description": "The scenario's name (`from-har` by default).",
      "schema": {
       "type": "string",
       "minLength": 1
      }
     },
     {
      "name": "origin",
      "in": "query",
      "description": "Read only requests sent to this origin (`https://staging-api.animal-store.example`); any by default.",
      "schema": {
       "type": "string",
       "format": "uri"
      }
     }
    ],
    "requestBody": {
     "required": true,
     "description": "The HAR file, 10 MiB at most.",
     "content": {
      "application/json": {
       "schema": {
        "type": "object"
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "Loaded; what was read and what was skipped.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "name",
          "pets",
          "summary"
         ],
         "properties": {
          "name": {
           "type": "string"
          },
          "pets": {
           "type": "integer"
          },
          "summary": {
           "type": "object",
           "additionalProperties": false,
           "required": [
            "entries",
            "read",
            "withoutPets",
            "otherOrigin",
            "notContract",
            "rejected",
            "pets"
           ],
           "properties": {
            "entries": {
             "type": "integer",
             "description": "Entries in the HAR."
            },
            "read": {
             "type": "integer",
             "description": "Answers whose pets were merged."
            },
            "withoutPets": {
             "type": "integer",
             "description": "Exchanges of the contract whose answer carries no pets (errors, failed connections)."
            },
            "otherOrigin": {
             "type": "integer"
            },
            "notContract": {
             "type": "integer",
             "description": "Requests the contract does not name (other paths and hosts' assets)."
            },
            "rejected": {
             "type": "array",
             "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
               "entry",
               "operationId",
               "url",
               "reason"
              ],
              "properties": {
               "entry": {
                "type": "integer",
                "description": "Index in `log.entries`."
               },
               "operationId": {
                "type": "string"
               },
               "url": {
                "type": "string",
                "description": "Origin and path; never the query."
               },
               "reason": {
                "type": "string"
               }
              }
             }
            },
            "pets": {
             "type": "integer"
            }
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     },
     "413": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/sandboxes": {
   "post": {
    "operationId": "createSandbox",
    "summary": "Create a sandbox, or replace the one of that name",
    "description": "A sandbox is a whole mock of its own (pets and next id, API keys, failure rules with their\ncounters, journal, live feed, clock), in memory, selected by the `Animal-Store-Sandbox`\nheader on any API or admin request. One is also created on first use of its name. It\nstarts from the server's start state, or from the scenario, seed or count given here.\n",
    "tags": [
     "sandboxes"
    ],
    "requestBody": {
     "required": false,
     "content": {
      "application/json": {
       "schema": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
         "name": {
          "type": "string",
          "pattern": "^[A-Za-z0-9._-]{1,64}$"
         },
         "scenario": {
          "description": "A built-in scenario name, or a whole scenario.",
          "oneOf": [
           {
            "type": "string"
           },
           {
            "title": "Animal Store mock scenario",
            "description": "A known state of the mock: generated pets, explicit pets or both, plus API keys, failure rules, clock and world.",
            "type": "object",
            "required": [
             "name",
             "version",
             "description"
            ],
            "additionalProperties": false,
            "properties": {
             "$schema": {
              "type": "string",
              "description": "Where editors find this schema, e.g. ../scenario.schema.json."
             },
             "name": {
              "type": "string",
              "minLength": 1,
              "description": "Short name; a built-in scenario's name is its file name."
             },
             "version": {
              "const": 1,
              "description": "Format of this file."
             },
             "description": {
              "type": "string",
              "minLength": 1,
              "description": "What the scenario is for, in one line."
             },
             "generate": {
              "type": "object",
              "description": "Pets made by the seeded generator, with ids 1..count.",
              "required": [
               "seed",
               "count"
              ],
              "additionalProperties": false,
              "properties": {
               "seed": {
                "type": "integer",
                "minimum": -9007199254740991,
                "maximum": 9007199254740991,
                "description": "Same seed and options, same pets on every machine. The generator uses the low 32 bits."
               },
               "count": {
                "type": "integer",
                "minimum": 0,
                "maximum": 1000000
               },
               "statusWeights": {
                "type": "object",
                "description": "Relative weights of each status; none is a pet without status. Defaults to available 45, pending 20, sold 25, none 10.",
                "required": [
                 "available",
                 "pending",
                 "sold",
                 "none"
                ],
                "additionalProperties": false,
                "properties": {
                 "available": {
                  "type": "number",
                  "minimum": 0
                 },
                 "pending": {
                  "type": "number",
                  "minimum": 0
                 },
                 "sold": {
                  "type": "number",
                  "minimum": 0
                 },
                 "none": {
                  "type": "number",
                  "minimum": 0
                 }
                }
               },
               "categoryIds": {
                "type": "array",
                "description": "Category ids drawn from, evenly. Defaults to 1..5.",
                "minItems": 1,
                "items": {
                 "type": "integer",
                 "minimum": -9007199254740991,
                 "maximum": 9007199254740991
                }
               },
               "edgeCaseRate": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "Share of pets with an edge-case name (long, non-ASCII, right-to-left, emoji, quotes). Defaults to 0.05."
               }
              }
             },
             "pets": {
              "type": "array",
              "description": "Explicit pets, after the generated ones. One with an id replaces the generated pet of that id; one without gets the next id after the highest.",
              "items": {
               "type": "object",
               "required": [
                "name",
                "categoryId"
               ],
               "additionalProperties": false,
               "properties": {
                "id": {
                 "type": "integer",
                 "minimum": 1,
                 "maximum": 9007199254740991
                },
                "name": {
                 "type": "string"
                },
                "categoryId": {
                 "type": "integer",
                 "minimum": -9007199254740991,
                 "maximum": 9007199254740991
                },
                "status": {
                 "enum": [
                  "available",
                  "pending",
                  "sold"
                 ],
                 "description": "The spec's PetStatus; leave it out for a pet without status."
                }
               }
              }
             },
             "nextId": {
              "type": "integer",
              "minimum": 1,
              "description": "Id of the next created pet; raised past the highest id if lower."
             },
             "apiKeys": {
              "type": "array",
              "description": "Accepted API keys; none (or an empty list) accepts any non-empty bearer token.",
              "items": {
               "type": "string",
               "minLength": 1
              }
             },
             "failures": {
              "type": "array",
              "description": "Failure rules in force once the scenario is loaded.",
              "items": {
               "type": "object",
               "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
               "properties": {
                "id": {
                 "type": "string",
                 "minLength": 1
                },
                "operationId": {
                 "type": "string",
                 "minLength": 1,
                 "description": "An operationId of the spec, e.g. listPets."
                },
                "method": {
                 "type": "string",
                 "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
                 "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
                },
                "path": {
                 "type": "string",
                 "pattern": "^/",
                 "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
                },
                "status": {
                 "type": "integer",
                 "minimum": 400,
                 "maximum": 599,
                 "description": "Effect: an error response with this status."
                },
                "code": {
                 "type": "string",
                 "minLength": 1,
                 "description": "Error body code; defaults by status."
                },
                "message": {
                 "type": "string",
                 "description": "Error body message."
                },
                "retryAfter": {
                 "type": [
                  "integer",
                  "null"
                 ],
                 "minimum": 0,
                 "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
                },
                "latency": {
                 "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
                 "anyOf": [
                  {
                   "type": "integer",
                   "minimum": 0
                  },
                  {
                   "type": "array",
                   "prefixItems": [
                    {
                     "type": "integer",
                     "minimum": 0
                    },
                    {
                     "type": "integer",
                     "minimum": 0
                    }
                   ],
                   "items": false,
                   "minItems": 2
                  }
                 ]
                },
                "fault": {
                 "enum": [
                  "reset",
                  "empty",
                  "timeout",
                  "malformed",
                  "slow-body"
                 ],
                 "description": "Effect: a network fault."
                },
                "durationMs": {
                 "type": "integer",
                 "minimum": 0,
                 "description": "How long a timeout or slow-body lasts, in ms."
                },
                "rateLimit": {
                 "type": "object",
                 "description": "Effect: at most limit requests per windowMs per API key, then 429.",
                 "required": [
                  "limit",
                  "windowMs"
                 ],
                 "additionalProperties": false,
                 "properties": {
                  "limit": {
                   "type": "integer",
                   "minimum": 1
                  },
                  "windowMs": {
                   "type": "integer",
                   "minimum": 1
                  }
                 }
                },
                "probability": {
                 "type": "number",
                 "minimum": 0,
                 "maximum": 1,
                 "description": "Chance that a matching request is affected."
                },
                "times": {
                 "type": "integer",
                 "minimum": 1,
                 "description": "Affect this many requests, then expire."
                },
                "after": {
                 "type": "integer",
                 "minimum": 0,
                 "description": "Let the first N matching requests through untouched."
                }
               },
               "allOf": [
                {
                 "description": "a rule with at least one effect: status, latency, fault or rateLimit",
                 "anyOf": [
                  {
                   "required": [
                    "status"
                   ]
                  },
                  {
                   "required": [
                    "latency"
                   ]
                  },
                  {
                   "required": [
                    "fault"
                   ]
                  },
                  {
                   "required": [
                    "rateLimit"
                   ]
                  }
                 ]
                },
                {
                 "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
                 "not": {
                  "anyOf": [
                   {
                    "required": [
                     "status",
                     "fault"
                    ]
                   },
                   {
                    "required": [
                     "status",
                     "rateLimit"
                    ]
                   },
                   {
                    "required": [
                     "fault",
                     "rateLimit"
                    ]
                   }
                  ]
                 }
                }
               ],
               "unevaluatedProperties": false
              }
             },
             "clock": {
              "type": "object",
              "description": "Simulated time.",
              "required": [
               "now"
              ],
              "additionalProperties": false,
              "properties": {
               "now": {
                "type": "string",
                "format": "date-time",
                "description": "The simulated time at load, RFC 3339 (2030-12-05T00:00:00Z)."
               }
              }
             },
             "world": {
              "type": "object",
              "description": "Other shoppers on the mock's clock: adoptions, arrivals and departures (docs/world.md).",
              "additionalProperties": false,
              "properties": {
               "seed": {
                "type": "integer",
                "minimum": -9007199254740991,
                "maximum": 9007199254740991,
                "description": "Seed of every draw; defaults to the mock's seed."
               },
               "adoptions": {
                "type": "object",
                "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
                "required": [
                 "perHour",
                 "soldAfter"
                ],
                "additionalProperties": false,
                "properties": {
                 "perHour": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 3600000,
                  "description": "Events per hour of the mock's clock, on average (0: none)."
                 },
                 "soldAfter": {
                  "type": "array",
                  "description": "[min, max]: each delay is drawn evenly from this range",
                  "prefixItems": [
                   {
                    "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                    "anyOf": [
                     {
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 315576000000
                     },
                     {
                      "type": "string",
                      "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                     }
                    ]
                   },
                   {
                    "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                    "anyOf": [
                     {
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 315576000000
                     },
                     {
                      "type": "string",
                      "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                     }
                    ]
                   }
                  ],
                  "items": false,
                  "minItems": 2
                 }
                }
               },
               "arrivals": {
                "type": "object",
                "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
                "required": [
                 "perHour"
                ],
                "additionalProperties": false,
                "properties": {
                 "perHour": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 3600000,
                  "description": "Events per hour of the mock's clock, on average (0: none)."
                 },
                 "status": {
                  "enum": [
                   "available",
                   "pending",
                   "sold"
                  ],
                  "description": "Status of an arrived pet (default available)."
                 }
                }
               },
               "departures": {
                "type": "object",
                "description": "A sold pet leaves the store after a delay drawn from after.",
                "required": [
                 "after"
                ],
                "additionalProperties": false,
                "properties": {
                 "after": {
                  "type": "array",
                  "description": "[min, max]: each delay is drawn evenly from this range",
                  "prefixItems": [
                   {
                    "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                    "anyOf": [
                     {
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 315576000000
                     },
                     {
                      "type": "string",
                      "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                     }
                    ]
                   },
                   {
                    "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                    "anyOf": [
                     {
                      "type": "integer",
                      "minimum": 0,
                      "maximum": 315576000000
                     },
                     {
                      "type": "string",
                      "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                     }
                    ]
                   }
                  ],
                  "items": false,
                  "minItems": 2
                 }
                }
               }
              }
             }
            }
           }
          ]
         },
         "seed": {
          "type": "integer",
          "minimum": 0,
          "maximum": 4294967295
         },
         "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000
         }
        }
       }
      }
     }
    },
    "responses": {
     "201": {
      "description": "Created (a name is generated when none was given).",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "name",
          "pets",
          "expiresAt"
         ],
         "properties": {
          "name": {
           "type": "string",
           "pattern": "^[A-Za-z0-9._-]{1,64}$"
          },
          "pets": {
           "type": "integer"
          },
          "expiresAt": {
           "type": "string",
           "format": "date-time"
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   },
   "get": {
    "operationId": "listSandboxes",
    "summary": "The sandboxes, least recently used first",
    "description": "The sandboxes, least recently used first.",
    "tags": [
     "sandboxes"
    ],
    "responses": {
     "200": {
      "description": "Every live sandbox.",
      "content": {
       "application/json": {
        "schema": {
         "type": "array",
         "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
           "name",
           "pets",
           "requests",
           "lastUsed",
           "expiresAt"
          ],
          "properties": {
           "name": {
            "type": "string",
            "pattern": "^[A-Za-z0-9._-]{1,64}$"
           },
           "pets": {
            "type": "integer"
           },
           "requests": {
            "type": "integer",
            "description": "Requests served, API and admin."
           },
           "lastUsed": {
            "type": "string",
            "format": "date-time"
           },
           "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When it is dropped unless used again (--sandbox-idle)."
           }
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/sandboxes/{name}": {
   "delete": {
    "operationId": "deleteSandbox",
    "summary": "Drop a sandbox",
    "description": "Drop a sandbox and everything in it.",
    "tags": [
     "sandboxes"
    ],
    "parameters": [
     {
      "name": "name",
      "in": "path",
      "required": true,
      "schema": {
       "type": "string",
       "pattern": "^[A-Za-z0-9._-]{1,64}$"
      }
     }
    ],
    "responses": {
     "204": {
      "description": "Dropped."
     },
     "404": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/events": {
   "get": {
    "operationId": "streamEvents",
    "summary": "Live feed of requests and changes (Server-Sent Events)",
    "description": "First `event: hello` with `{\"journal\": \"<instance>\", \"newest\": <id>}` (the journal of this\nrun, and its newest entry id); then `event: request` with a JournalEntry for every request\nserved (event id `<instance>.<entry id>`), and `event: change` with\n`{\"part\": \"store\" | \"failures\" | \"clock\" | \"journal\" | \"upstream\" | \"coverage\" | \"world\"}` when a control changed that part,\nand `event: world` with a WorldEvent for each event the world applies.\nReconnecting with the `Last-Event-ID` of the same journal first replays the entries missed\n(up to 500; past that, or after a restart, nothing is replayed and the client should reload).\nA comment line is sent every 15 s to keep the connection open; a client more than 1000\nevents behind is disconnected.\n",
    "tags": [
     "dashboard"
    ],
    "parameters": [
     {
      "name": "Last-Event-ID",
      "in": "header",
      "schema": {
       "type": "string"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The event stream; it stays open.",
      "content": {
       "text/event-stream": {
        "schema": {
         "type": "string"
        }
       }
      }
     }
    }
   }
  },
  "/": {
   "get": {
    "operationId": "openDashboard",
    "summary": "The front door, to the dashboard",
    "description": "Redirects to `/ui`, the QA dashboard. A server answers `/` (outside `/__admin`) the same way.",
    "tags": [
     "dashboard"
    ],
    "responses": {
     "302": {
      "description": "To the dashboard.",
      "headers": {
       "Location": {
        "description": "The dashboard's path, `/__admin/ui`.",
        "schema": {
         "type": "string"
        }
       }
      }
     }
    }
   }
  },
  "/ui": {
   "get": {
    "operationId": "getDashboard",
    "summary": "The QA dashboard (HTML page)",
    "description": "The QA dashboard, built with the package. 404 with a hint when it was not built.",
    "tags": [
     "dashboard"
    ],
    "responses": {
     "200": {
      "description": "The page.",
      "content": {
       "text/html": {
        "schema": {
         "type": "string"
        }
       }
      }
     },
     "404": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/ui/assets/{file}": {
   "get": {
    "operationId": "getDashboardAsset",
    "summary": "A script, style or image of the dashboard",
    "description": "Named by content hash, so cached for good.",
    "tags": [
     "dashboard"
    ],
    "parameters": [
     {
      "name": "file",
      "in": "path",
      "required": true,
      "schema": {
       "type": "string"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The file.",
      "content": {
       "*/*": {
        "schema": {
         "type": "string"
        }
       }
      }
     },
     "404": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/clock": {
   "get": {
    "operationId": "getClock",
    "summary": "The simulated time",
    "description": "The simulated time.",
    "tags": [
     "clock"
    ],
    "responses": {
     "200": {
      "description": "The clock.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "now",
          "simulated",
          "speed",
          "getPetSunset",
          "getPetGone"
         ],
         "properties": {
          "now": {
           "type": "string",
           "format": "date-time"
          },
          "simulated": {
           "type": "boolean"
          },
          "speed": {
           "type": "number",
           "description": "0 frozen, 1 real time, 3600 an hour a second."
          },
          "getPetSunset": {
           "type": "string",
           "format": "date-time"
          },
          "getPetGone": {
           "type": "boolean",
           "description": "Whether GET /v1/pets/{petId} answers 410 now."
          }
         }
        }
       }
      }
     }
    }
   },
   "put": {
    "operationId": "setClock",
    "summary": "Set the simulated time and its speed",
    "description": "`now`: the simulated time (it runs on from there at `speed`), or null for real time; left\nout, the time stays. `speed`: 0 freezes the clock, 1 is real time, 3600 an hour a second,\nat most 1,000,000. Moving forward applies the world's events up to the new time\n(`world_limit` past the limit); while a world is on, a time behind the clock's is 400\n`clock_backwards`, nothing changed. A speed past its maximum or a date a JavaScript Date\ncannot hold (past +275760-09-13T00:00:00.000Z) is 400 `invalid_body` naming the field,\nnothing changed; a running clock stops at that last date.\n",
    "tags": [
     "clock"
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "type": "object",
        "properties": {
         "now": {
          "type": [
           "string",
           "null"
          ],
          "format": "date-time"
         },
         "speed": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000
         }
        }
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "The clock.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "now",
          "simulated",
          "speed",
          "getPetSunset",
          "getPetGone"
         ],
         "properties": {
          "now": {
           "type": "string",
           "format": "date-time"
          },
          "simulated": {
           "type": "boolean"
          },
          "speed": {
           "type": "number",
           "description": "0 frozen, 1 real time, 3600 an hour a second."
          },
          "getPetSunset": {
           "type": "string",
           "format": "date-time"
          },
          "getPetGone": {
           "type": "boolean",
           "description": "Whether GET /v1/pets/{petId} answers 410 now."
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/clock/advance": {
   "post": {
    "operationId": "advanceClock",
    "summary": "Move the clock forward and apply the world's events on the way",
    "description": "`{\"by\": \"2h\"}` (a duration, or ms, at most ten years: 315576000000 ms) or `{\"to\": \"<ISO date>\"}`.\nThe world's events up to the new time are applied in order and answered; a move needing more\nthan the limit's worth of steps (default 10,000, `--world-limit`; a draw skipped for want of\na pet counts) is 400 `world_limit` with `needed` and `limit`, nothing applied. A `by` past ten\nyears, or a move past the last date a JavaScript Date holds (+275760-09-13T00:00:00.000Z), is\n400 `invalid_body` naming the field, nothing changed.\n",
    "tags": [
     "clock"
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "type": "object",
        "properties": {
         "by": {
          "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
          "anyOf": [
           {
            "type": "integer",
            "minimum": 0,
            "maximum": 315576000000
           },
           {
            "type": "string",
            "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
           }
          ]
         },
         "to": {
          "type": "string",
          "format": "date-time"
         }
        }
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "The new time and the events applied on the way.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "now",
          "events"
         ],
         "properties": {
          "now": {
           "type": "string",
           "format": "date-time"
          },
          "events": {
           "type": "array",
           "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
             "seq",
             "time",
             "kind",
             "pet"
            ],
            "properties": {
             "seq": {
              "type": "integer"
             },
             "time": {
              "type": "string",
              "format": "date-time"
             },
             "kind": {
              "type": "string",
              "enum": [
               "adopted",
               "sold",
               "arrived",
               "departed"
              ]
             },
             "pet": {
              "description": "An animal in the store.",
              "allOf": [
               {
                "type": "object",
                "description": "The fields of an animal that a client sends.",
                "required": [
                 "name",
                 "categoryId"
                ],
                "properties": {
                 "name": {
                  "type": "string",
                  "description": "The animal's name.",
                  "example": "Biscuit"
                 },
                 "categoryId": {
                  "type": "integer",
                  "format": "int64",
                  "description": "Identifier of the category the animal belongs to.",
                  "example": 3
                 },
                 "status": {
                  "type": "string",
                  "description": "Availability status.",
                  "enum": [
                   "available",
                   "pending",
                   "sold"
                  ]
                 }
                }
               },
               {
                "type": "object",
                "required": [
                 "id"
                ],
                "properties": {
                 "id": {
                  "type": "integer",
                  "format": "int64",
                  "description": "Unique identifier, assigned on creation by the service.",
                  "example": 1
                 }
                }
               }
              ]
             },
             "from": {
              "type": "string",
              "description": "Availability status.",
              "enum": [
               "available",
               "pending",
               "sold"
              ]
             },
             "to": {
              "type": "string",
              "description": "Availability status.",
              "enum": [
               "available",
               "pending",
               "sold"
              ]
             }
            }
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/world": {
   "get": {
    "operationId": "getWorld",
    "summary": "The world of timed events in force",
    "description": "The world in force (null when none), the seq of its newest event and when the next one is due.",
    "tags": [
     "clock"
    ],
    "responses": {
     "200": {
      "description": "The world.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "world",
          "seq",
          "nextEventAt",
          "limit"
         ],
         "properties": {
          "world": {
           "description": "The world in force, durations in ms and the seed filled in; null when none.",
           "oneOf": [
            {
             "type": "object",
             "description": "A world of timed events, moved only by the mock's clock; every draw is seeded.",
             "additionalProperties": false,
             "properties": {
              "seed": {
               "type": "integer",
               "minimum": -9007199254740991,
               "maximum": 9007199254740991,
               "description": "Seed of every draw; defaults to the mock's seed."
              },
              "adoptions": {
               "type": "object",
               "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
               "required": [
                "perHour",
                "soldAfter"
               ],
               "additionalProperties": false,
               "properties": {
                "perHour": {
                 "type": "number",
                 "minimum": 0,
                 "maximum": 3600000,
                 "description": "Events per hour of the mock's clock, on average (0: none)."
                },
                "soldAfter": {
                 "type": "array",
                 "description": "[min, max]: each delay is drawn evenly from this range",
                 "prefixItems": [
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  },
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  }
                 ],
                 "items": false,
                 "minItems": 2
                }
               }
              },
              "arrivals": {
               "type": "object",
               "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
               "required": [
                "perHour"
               ],
               "additionalProperties": false,
               "properties": {
                "perHour": {
                 "type": "number",
                 "minimum": 0,
                 "maximum": 3600000,
                 "description": "Events per hour of the mock's clock, on average (0: none)."
                },
                "status": {
                 "enum": [
                  "available",
                  "pending",
                  "sold"
                 ],
                 "description": "Status of an arrived pet (default available)."
                }
               }
              },
              "departures": {
               "type": "object",
               "description": "A sold pet leaves the store after a delay drawn from after.",
               "required": [
                "after"
               ],
               "additionalProperties": false,
               "properties": {
                "after": {
                 "type": "array",
                 "description": "[min, max]: each delay is drawn evenly from this range",
                 "prefixItems": [
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  },
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  }
                 ],
                 "items": false,
                 "minItems": 2
                }
               }
              }
             }
            },
            {
             "type": "null"
            }
           ]
          },
          "seq": {
           "type": "integer",
           "description": "The seq of the newest event."
          },
          "nextEventAt": {
           "type": [
            "string",
            "null"
           ],
           "format": "date-time"
          },
          "limit": {
           "type": "integer",
           "description": "Most events one clock move applies."
          }
         }
        }
       }
      }
     }
    }
   },
   "put": {
    "operationId": "setWorld",
    "summary": "Put a world in force (null turns it off)",
    "description": "A world as in a scenario's `world` (fixtures/scenario.schema.json `$defs/world`), in force\nfrom the clock's current time: pets already pending or sold count their delays from now.\nAn invalid one is 400 `invalid_world` naming the field, nothing changed.\n",
    "tags": [
     "clock"
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "type": "object",
        "required": [
         "world"
        ],
        "properties": {
         "world": {
          "oneOf": [
           {
            "type": "object",
            "description": "A world of timed events, moved only by the mock's clock; every draw is seeded.",
            "additionalProperties": false,
            "properties": {
             "seed": {
              "type": "integer",
              "minimum": -9007199254740991,
              "maximum": 9007199254740991,
              "description": "Seed of every draw; defaults to the mock's seed."
             },
             "adoptions": {
              "type": "object",
              "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
              "required": [
               "perHour",
               "soldAfter"
              ],
              "additionalProperties": false,
              "properties": {
               "perHour": {
                "type": "number",
                "minimum": 0,
                "maximum": 3600000,
                "description": "Events per hour of the mock's clock, on average (0: none)."
               },
               "soldAfter": {
                "type": "array",
                "description": "[min, max]: each delay is drawn evenly from this range",
                "prefixItems": [
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 },
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 }
                ],
                "items": false,
                "minItems": 2
               }
              }
             },
             "arrivals": {
              "type": "object",
              "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
              "required": [
               "perHour"
              ],
              "additionalProperties": false,
              "properties": {
               "perHour": {
                "type": "number",
                "minimum": 0,
                "maximum": 3600000,
                "description": "Events per hour of the mock's clock, on average (0: none)."
               },
               "status": {
                "enum": [
                 "available",
                 "pending",
                 "sold"
                ],
                "description": "Status of an arrived pet (default available)."
               }
              }
             },
             "departures": {
              "type": "object",
              "description": "A sold pet leaves the store after a delay drawn from after.",
              "required": [
               "after"
              ],
              "additionalProperties": false,
              "properties": {
               "after": {
                "type": "array",
                "description": "[min, max]: each delay is drawn evenly from this range",
                "prefixItems": [
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 },
                 {
                  "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                  "anyOf": [
                   {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 315576000000
                   },
                   {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                   }
                  ]
                 }
                ],
                "items": false,
                "minItems": 2
               }
              }
             }
            }
           },
           {
            "type": "null"
           }
          ]
         }
        }
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "The world.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "world",
          "seq",
          "nextEventAt",
          "limit"
         ],
         "properties": {
          "world": {
           "description": "The world in force, durations in ms and the seed filled in; null when none.",
           "oneOf": [
            {
             "type": "object",
             "description": "A world of timed events, moved only by the mock's clock; every draw is seeded.",
             "additionalProperties": false,
             "properties": {
              "seed": {
               "type": "integer",
               "minimum": -9007199254740991,
               "maximum": 9007199254740991,
               "description": "Seed of every draw; defaults to the mock's seed."
              },
              "adoptions": {
               "type": "object",
               "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
               "required": [
                "perHour",
                "soldAfter"
               ],
               "additionalProperties": false,
               "properties": {
                "perHour": {
                 "type": "number",
                 "minimum": 0,
                 "maximum": 3600000,
                 "description": "Events per hour of the mock's clock, on average (0: none)."
                },
                "soldAfter": {
                 "type": "array",
                 "description": "[min, max]: each delay is drawn evenly from this range",
                 "prefixItems": [
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  },
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  }
                 ],
                 "items": false,
                 "minItems": 2
                }
               }
              },
              "arrivals": {
               "type": "object",
               "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
               "required": [
                "perHour"
               ],
               "additionalProperties": false,
               "properties": {
                "perHour": {
                 "type": "number",
                 "minimum": 0,
                 "maximum": 3600000,
                 "description": "Events per hour of the mock's clock, on average (0: none)."
                },
                "status": {
                 "enum": [
                  "available",
                  "pending",
                  "sold"
                 ],
                 "description": "Status of an arrived pet (default available)."
                }
               }
              },
              "departures": {
               "type": "object",
               "description": "A sold pet leaves the store after a delay drawn from after.",
               "required": [
                "after"
               ],
               "additionalProperties": false,
               "properties": {
                "after": {
                 "type": "array",
                 "description": "[min, max]: each delay is drawn evenly from this range",
                 "prefixItems": [
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  },
                  {
                   "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
                   "anyOf": [
                    {
                     "type": "integer",
                     "minimum": 0,
                     "maximum": 315576000000
                    },
                    {
                     "type": "string",
                     "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
                    }
                   ]
                  }
                 ],
                 "items": false,
                 "minItems": 2
                }
               }
              }
             }
            },
            {
             "type": "null"
            }
           ]
          },
          "seq": {
           "type": "integer",
           "description": "The seq of the newest event."
          },
          "nextEventAt": {
           "type": [
            "string",
            "null"
           ],
           "format": "date-time"
          },
          "limit": {
           "type": "integer",
           "description": "Most events one clock move applies."
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/world/events": {
   "get": {
    "operationId": "listWorldEvents",
    "summary": "The world's recent events",
    "description": "Events with a seq above `since` (default 0), oldest first; the newest 1,000 are kept, in memory.",
    "tags": [
     "clock"
    ],
    "parameters": [
     {
      "name": "since",
      "in": "query",
      "schema": {
       "type": "integer",
       "minimum": 0
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The events.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "events"
         ],
         "properties": {
          "events": {
           "type": "array",
           "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
             "seq",
             "time",
             "kind",
             "pet"
            ],
            "properties": {
             "seq": {
              "type": "integer"
             },
             "time": {
              "type": "string",
              "format": "date-time"
             },
             "kind": {
              "type": "string",
              "enum": [
               "adopted",
               "sold",
               "arrived",
               "departed"
              ]
             },
             "pet": {
              "description": "An animal in the store.",
              "allOf": [
               {
                "type": "object",
                "description": "The fields of an animal that a client sends.",
                "required": [
                 "name",
                 "categoryId"
                ],
                "properties": {
                 "name": {
                  "type": "string",
                  "description": "The animal's name.",
                  "example": "Biscuit"
                 },
                 "categoryId": {
                  "type": "integer",
                  "format": "int64",
                  "description": "Identifier of the category the animal belongs to.",
                  "example": 3
                 },
                 "status": {
                  "type": "string",
                  "description": "Availability status.",
                  "enum": [
                   "available",
                   "pending",
                   "sold"
                  ]
                 }
                }
               },
               {
                "type": "object",
                "required": [
                 "id"
                ],
                "properties": {
                 "id": {
                  "type": "integer",
                  "format": "int64",
                  "description": "Unique identifier, assigned on creation by the service.",
                  "example": 1
                 }
                }
               }
              ]
             },
             "from": {
              "type": "string",
              "description": "Availability status.",
              "enum": [
               "available",
               "pending",
               "sold"
              ]
             },
             "to": {
              "type": "string",
              "description": "Availability status.",
              "enum": [
               "available",
               "pending",
               "sold"
              ]
             }
            }
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/contract": {
   "get": {
    "operationId": "getContract",
    "summary": "Where requests go, and what the contract watch saw",
    "description": "`proxy` is null while the mock answers everything itself. With `--proxy`, every upstream\nanswer of an operation the spec describes is checked against spec/openapi.yaml (status,\ncontent type, body schema, declared headers); per operation, how many were checked, how many\nbroke the contract, and the last five of those with each violation's JSON path and rule.\n",
    "tags": [
     "upstream"
    ],
    "responses": {
     "200": {
      "description": "The report.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "proxy",
          "operations"
         ],
         "properties": {
          "proxy": {
           "oneOf": [
            {
             "type": "null"
            },
            {
             "type": "object",
             "additionalProperties": false,
             "required": [
              "upstream",
              "only",
              "timeoutMs",
              "strictContract",
              "upstreamKey"
             ],
             "properties": {
              "upstream": {
               "type": "string",
               "description": "The upstream's base URL."
              },
              "only": {
               "type": [
                "array",
                "null"
               ],
               "description": "The operations forwarded; null for all.",
               "items": {
                "type": "string"
               }
              },
              "timeoutMs": {
               "type": "integer"
              },
              "strictContract": {
               "type": "boolean"
              },
              "upstreamKey": {
               "type": "boolean",
               "description": "Whether a key of the mock's own replaces the client's (the key is never shown)."
              }
             }
            }
           ]
          },
          "operations": {
           "type": "array",
           "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
             "operationId",
             "checked",
             "violations",
             "last"
            ],
            "properties": {
             "operationId": {
              "type": "string"
             },
             "checked": {
              "type": "integer",
              "description": "Upstream answers checked."
             },
             "violations": {
              "type": "integer",
              "description": "Answers that broke the contract."
             },
             "last": {
              "type": "array",
              "description": "The last five answers that broke it, oldest first.",
              "items": {
               "type": "object",
               "additionalProperties": false,
               "required": [
                "time",
                "request",
                "status",
                "violations"
               ],
               "properties": {
                "time": {
                 "type": "string",
                 "format": "date-time"
                },
                "request": {
                 "type": "string",
                 "example": "GET /v1/pets?limit=3"
                },
                "status": {
                 "type": "integer"
                },
                "violations": {
                 "type": "array",
                 "items": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                   "kind",
                   "path",
                   "rule"
                  ],
                  "properties": {
                   "kind": {
                    "type": "string",
                    "enum": [
                     "status",
                     "content-type",
                     "body",
                     "header"
                    ]
                   },
                   "path": {
                    "type": "string",
                    "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
                    "example": "$.body[0].id"
                   },
                   "rule": {
                    "type": "string",
                    "example": "must be an integer"
                   }
                  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/recording": {
   "get": {
    "operationId": "getRecording",
    "summary": "The recording, if one runs or ran",
    "description": "The recording, if one runs or ran.",
    "tags": [
     "upstream"
    ],
    "responses": {
     "200": {
      "description": "Its state.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "active",
          "file",
          "pets",
          "since",
          "error"
         ],
         "properties": {
          "active": {
           "type": "boolean"
          },
          "file": {
           "type": [
            "string",
            "null"
           ],
           "description": "The file's absolute path; null when kept in memory."
          },
          "pets": {
           "type": "integer"
          },
          "since": {
           "type": [
            "string",
            "null"
           ],
           "format": "date-time"
          },
          "error": {
           "type": [
            "string",
            "null"
           ],
           "description": "Why the last write failed, if it did; recording goes on in memory."
          }
         }
        }
       }
      }
     }
    }
   },
   "post": {
    "operationId": "startRecording",
    "summary": "Record the pets of the upstream's answers into a scenario file",
    "description": "Starts afresh (a recording already running stops), replacing the file: every pet seen in the\nupstream's answers to listPets, getPet and createPet, one per id (the latest answer wins),\nwritten atomically as it grows. No header, key or request body is ever written. `file` is a\nrelative `.json` path inside the server's recordings folder (`--recordings-dir`, default\n`recordings/` under the folder the server was started in); any other path is refused with\n400 and nothing is written.\n",
    "tags": [
     "upstream"
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "type": "object",
        "required": [
         "file"
        ],
        "properties": {
         "file": {
          "type": "string",
          "example": "staging.json"
         }
        }
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "Recording.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "active",
          "file",
          "pets",
          "since",
          "error"
         ],
         "properties": {
          "active": {
           "type": "boolean"
          },
          "file": {
           "type": [
            "string",
            "null"
           ],
           "description": "The file's absolute path; null when kept in memory."
          },
          "pets": {
           "type": "integer"
          },
          "since": {
           "type": [
            "string",
            "null"
           ],
           "format": "date-time"
          },
          "error": {
           "type": [
            "string",
            "null"
           ],
           "description": "Why the last write failed, if it did; recording goes on in memory."
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     },
     "409": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   },
   "delete": {
    "operationId": "stopRecording",
    "summary": "Stop recording, once the file is written",
    "description": "Stop recording, once the file is written.",
    "tags": [
     "upstream"
    ],
    "responses": {
     "200": {
      "description": "Stopped.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "active",
          "file",
          "pets",
          "since",
          "error"
         ],
         "properties": {
          "active": {
           "type": "boolean"
          },
          "file": {
           "type": [
            "string",
            "null"
           ],
           "description": "The file's absolute path; null when kept in memory."
          },
          "pets": {
           "type": "integer"
          },
          "since": {
           "type": [
            "string",
            "null"
           ],
           "format": "date-time"
          },
          "error": {
           "type": [
            "string",
            "null"
           ],
           "description": "Why the last write failed, if it did; recording goes on in memory."
          }
         }
        }
       }
      }
     },
     "404": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/coverage": {
   "get": {
    "operationId": "getCoverage",
    "summary": "Which answers and injected failures this mock gave",
    "description": "For every operation of spec/openapi.yaml, the hits of each documented response and of each\nfailure kind injected (by a rule, a `Prefer` header or the clock), the statuses answered\nthat the spec does not document, and the requests no operation matched. Counting starts at\nthe mock's start or the last DELETE; a reset of the store keeps it. Per sandbox with the\n`Animal-Store-Sandbox` header or `?sandbox=`. The `coverage` CLI merges and gates these.\n",
    "tags": [
     "coverage"
    ],
    "parameters": [
     {
      "name": "sandbox",
      "in": "query",
      "description": "The sandbox to read, for clients that cannot send the header.",
      "schema": {
       "type": "string",
       "pattern": "^[A-Za-z0-9._-]{1,64}$"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The coverage (shape versioned by `version`).",
      "content": {
       "application/json": {
        "schema": {
         "title": "Coverage",
         "description": "What one mock (or a merge of several) answered and injected, against the spec: GET /__admin/coverage, store.coverage(), sandbox.coverage() and the coverage CLI's --json all give this shape.",
         "type": "object",
         "required": [
          "version",
          "spec",
          "operations",
          "unmatched",
          "summary"
         ],
         "additionalProperties": false,
         "properties": {
          "version": {
           "const": 1,
           "description": "Version of this shape."
          },
          "spec": {
           "description": "The spec's info: coverage of different specs is never merged.",
           "type": "object",
           "required": [
            "title",
            "version"
           ],
           "additionalProperties": false,
           "properties": {
            "title": {
             "type": "string"
            },
            "version": {
             "type": "string"
            }
           }
          },
          "operations": {
           "description": "Every operation of the spec, by operationId.",
           "type": "object",
           "additionalProperties": {
            "type": "object",
            "required": [
             "method",
             "path",
             "responses",
             "undocumented",
             "failures"
            ],
            "additionalProperties": false,
            "properties": {
             "method": {
              "type": "string"
             },
             "path": {
              "type": "string",
              "description": "As the spec writes it: `/pets/{petId}`."
             },
             "responses": {
              "description": "Hits per documented response key (`200`, `4XX`, `default`).",
              "type": "object",
              "propertyNames": {
               "pattern": "^([1-5][0-9X][0-9X]|default)$"
              },
              "additionalProperties": {
               "type": "integer",
               "minimum": 0
              }
             },
             "undocumented": {
              "type": "object",
              "propertyNames": {
               "pattern": "^[1-5][0-9][0-9]$"
              },
              "additionalProperties": {
               "type": "integer",
               "minimum": 0
              },
              "description": "Hits per answered status the spec does not document here."
             },
             "statuses": {
              "type": "object",
              "propertyNames": {
               "pattern": "^[1-5][0-9][0-9]$"
              },
              "additionalProperties": {
               "type": "integer",
               "minimum": 0
              },
              "description": "Hits per answered status, documented or not: a status counted under a range key (`4XX`, `default`) can be required by itself."
             },
             "failures": {
              "description": "Per failure kind the operation can meet (`gone` only with a sunset): hits, and hits by source.",
              "type": "object",
              "propertyNames": {
               "enum": [
                "error",
                "rate-limit",
                "latency",
                "reset",
                "empty",
                "timeout",
                "malformed",
                "slow-body",
                "gone"
               ]
              },
              "additionalProperties": {
               "type": "object",
               "required": [
                "hits",
                "sources"
               ],
               "additionalProperties": false,
               "properties": {
                "hits": {
                 "type": "integer",
                 "minimum": 0
                },
                "sources": {
                 "type": "object",
                 "propertyNames": {
                  "enum": [
                   "rule",
                   "prefer",
                   "clock"
                  ]
                 },
                 "additionalProperties": {
                  "type": "integer",
                  "minimum": 0
                 }
                },
                "statuses": {
                 "type": "object",
                 "propertyNames": {
                  "pattern": "^[1-5][0-9][0-9]$"
                 },
                 "additionalProperties": {
                  "type": "integer",
                  "minimum": 0
                 },
                 "description": "For `error`: hits by injected status."
                }
               }
              }
             }
            }
           }
          },
          "unmatched": {
           "description": "Requests no operation matched, by `METHOD path`; at most 100 keys, the rest counted in `other`.",
           "type": "object",
           "required": [
            "requests",
            "other"
           ],
           "additionalProperties": false,
           "properties": {
            "requests": {
             "type": "object",
             "maxProperties": 100,
             "additionalProperties": {
              "type": "integer",
              "minimum": 0
             }
            },
            "other": {
             "type": "integer",
             "minimum": 0
            }
           }
          },
          "summary": {
           "type": "object",
           "required": [
            "responses",
            "failures"
           ],
           "additionalProperties": false,
           "properties": {
            "responses": {
             "type": "object",
             "required": [
              "covered",
              "total",
              "percent"
             ],
             "additionalProperties": false,
             "properties": {
              "covered": {
               "type": "integer",
               "minimum": 0
              },
              "total": {
               "type": "integer",
               "minimum": 0
              },
              "percent": {
               "type": "number",
               "minimum": 0,
               "maximum": 100
              }
             },
             "description": "Documented responses hit at least once."
            },
            "failures": {
             "type": "object",
             "required": [
              "covered",
              "total",
              "percent"
             ],
             "additionalProperties": false,
             "properties": {
              "covered": {
               "type": "integer",
               "minimum": 0
              },
              "total": {
               "type": "integer",
               "minimum": 0
              },
              "percent": {
               "type": "number",
               "minimum": 0,
               "maximum": 100
              }
             },
             "description": "Failure kinds injected at least once."
            }
           }
          }
         }
        }
       }
      }
     }
    }
   },
   "delete": {
    "operationId": "resetCoverage",
    "summary": "Start counting coverage afresh",
    "description": "Start counting coverage afresh.",
    "tags": [
     "coverage"
    ],
    "parameters": [
     {
      "name": "sandbox",
      "in": "query",
      "description": "The sandbox to read, for clients that cannot send the header.",
      "schema": {
       "type": "string",
       "pattern": "^[A-Za-z0-9._-]{1,64}$"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "Every count is zero again; the coverage as it now stands.",
      "content": {
       "application/json": {
        "schema": {
         "title": "Coverage",
         "description": "What one mock (or a merge of several) answered and injected, against the spec: GET /__admin/coverage, store.coverage(), sandbox.coverage() and the coverage CLI's --json all give this shape.",
         "type": "object",
         "required": [
          "version",
          "spec",
          "operations",
          "unmatched",
          "summary"
         ],
         "additionalProperties": false,
         "properties": {
          "version": {
           "const": 1,
           "description": "Version of this shape."
          },
          "spec": {
           "description": "The spec's info: coverage of different specs is never merged.",
           "type": "object",
           "required": [
            "title",
            "version"
           ],
           "additionalProperties": false,
           "properties": {
            "title": {
             "type": "string"
            },
            "version": {
             "type": "string"
            }
           }
          },
          "operations": {
           "description": "Every operation of the spec, by operationId.",
           "type": "object",
           "additionalProperties": {
            "type": "object",
            "required": [
             "method",
             "path",
             "responses",
             "undocumented",
             "failures"
            ],
            "additionalProperties": false,
            "properties": {
             "method": {
              "type": "string"
             },
             "path": {
              "type": "string",
              "description": "As the spec writes it: `/pets/{petId}`."
             },
             "responses": {
              "description": "Hits per documented response key (`200`, `4XX`, `default`).",
              "type": "object",
              "propertyNames": {
               "pattern": "^([1-5][0-9X][0-9X]|default)$"
              },
              "additionalProperties": {
               "type": "integer",
               "minimum": 0
              }
             },
             "undocumented": {
              "type": "object",
              "propertyNames": {
               "pattern": "^[1-5][0-9][0-9]$"
              },
              "additionalProperties": {
               "type": "integer",
               "minimum": 0
              },
              "description": "Hits per answered status the spec does not document here."
             },
             "statuses": {
              "type": "object",
              "propertyNames": {
               "pattern": "^[1-5][0-9][0-9]$"
              },
              "additionalProperties": {
               "type": "integer",
               "minimum": 0
              },
              "description": "Hits per answered status, documented or not: a status counted under a range key (`4XX`, `default`) can be required by itself."
             },
             "failures": {
              "description": "Per failure kind the operation can meet (`gone` only with a sunset): hits, and hits by source.",
              "type": "object",
              "propertyNames": {
               "enum": [
                "error",
                "rate-limit",
                "latency",
                "reset",
                "empty",
                "timeout",
                "malformed",
                "slow-body",
                "gone"
               ]
              },
              "additionalProperties": {
               "type": "object",
               "required": [
                "hits",
                "sources"
               ],
               "additionalProperties": false,
               "properties": {
                "hits": {
                 "type": "integer",
                 "minimum": 0
                },
                "sources": {
                 "type": "object",
                 "propertyNames": {
                  "enum": [
                   "rule",
                   "prefer",
                   "clock"
                  ]
                 },
                 "additionalProperties": {
                  "type": "integer",
                  "minimum": 0
                 }
                },
                "statuses": {
                 "type": "object",
                 "propertyNames": {
                  "pattern": "^[1-5][0-9][0-9]$"
                 },
                 "additionalProperties": {
                  "type": "integer",
                  "minimum": 0
                 },
                 "description": "For `error`: hits by injected status."
                }
               }
              }
             }
            }
           }
          },
          "unmatched": {
           "description": "Requests no operation matched, by `METHOD path`; at most 100 keys, the rest counted in `other`.",
           "type": "object",
           "required": [
            "requests",
            "other"
           ],
           "additionalProperties": false,
           "properties": {
            "requests": {
             "type": "object",
             "maxProperties": 100,
             "additionalProperties": {
              "type": "integer",
              "minimum": 0
             }
            },
            "other": {
             "type": "integer",
             "minimum": 0
            }
           }
          },
          "summary": {
           "type": "object",
           "required": [
            "responses",
            "failures"
           ],
           "additionalProperties": false,
           "properties": {
            "responses": {
             "type": "object",
             "required": [
              "covered",
              "total",
              "percent"
             ],
             "additionalProperties": false,
             "properties": {
              "covered": {
               "type": "integer",
               "minimum": 0
              },
              "total": {
               "type": "integer",
               "minimum": 0
              },
              "percent": {
               "type": "number",
               "minimum": 0,
               "maximum": 100
              }
             },
             "description": "Documented responses hit at least once."
            },
            "failures": {
             "type": "object",
             "required": [
              "covered",
              "total",
              "percent"
             ],
             "additionalProperties": false,
             "properties": {
              "covered": {
               "type": "integer",
               "minimum": 0
              },
              "total": {
               "type": "integer",
               "minimum": 0
              },
              "percent": {
               "type": "number",
               "minimum": 0,
               "maximum": 100
              }
             },
             "description": "Failure kinds injected at least once."
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/resilience": {
   "get": {
    "operationId": "getResilience",
    "summary": "How the client reacted to the failures this mock showed it",
    "description": "Seven checks judged from the journal when read, each `pass`, `fail` (with the journal\nentry ids that show it and one sentence) or `not-exercised`: retry-after, backoff,\nno-blind-create-retry, gone-respected, auth-not-hammered, gave-up, no-storm. They use the\nreal arrival and end times the journal keeps, not the simulated clock. Only what the\njournal still holds is judged. Per sandbox with the `Animal-Store-Sandbox` header or\n`?sandbox=`. The `resilience` CLI merges and gates these (docs/resilience.md).\n",
    "tags": [
     "resilience"
    ],
    "parameters": [
     {
      "name": "sandbox",
      "in": "query",
      "description": "The sandbox to read, for clients that cannot send the header.",
      "schema": {
       "type": "string",
       "pattern": "^[A-Za-z0-9._-]{1,64}$"
      }
     },
     {
      "name": "maxAttempts",
      "in": "query",
      "description": "Consecutive failed attempts of one operation allowed, the first attempt included (a library's 5 retries are 6 attempts) (backoff).",
      "schema": {
       "type": "integer",
       "minimum": 1,
       "maximum": 1000,
       "default": 11
      }
     },
     {
      "name": "storm",
      "in": "query",
      "description": "Requests for an operation allowed in the second after one of its failures (no-storm).",
      "schema": {
       "type": "integer",
       "minimum": 1,
       "maximum": 100000,
       "default": 10
      }
     },
     {
      "name": "giveUpAfter",
      "in": "query",
      "description": "Longest wait in ms on an injected timeout or a longer injected latency (gave-up).",
      "schema": {
       "type": "integer",
       "minimum": 1,
       "maximum": 86400000,
       "default": 30000
      }
     },
     {
      "name": "tolerance",
      "in": "query",
      "description": "Slack in ms for timers and the network (retry-after, backoff, gave-up).",
      "schema": {
       "type": "integer",
       "minimum": 0,
       "maximum": 60000,
       "default": 100
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The verdicts (shape versioned by `version`).",
      "content": {
       "application/json": {
        "schema": {
         "title": "Resilience",
         "description": "How a client reacted to the failures one mock (or a merge of several) showed it, judged from the journal when read: GET /__admin/resilience, store.resilience(), sandbox.resilience() and the resilience CLI's merge all give this shape.",
         "type": "object",
         "required": [
          "version",
          "options",
          "checks"
         ],
         "additionalProperties": false,
         "properties": {
          "version": {
           "const": 1,
           "description": "Version of this shape."
          },
          "options": {
           "description": "What the checks allowed; verdicts judged with other options are never merged.",
           "type": "object",
           "required": [
            "maxAttempts",
            "storm",
            "giveUpAfter",
            "tolerance"
           ],
           "additionalProperties": false,
           "properties": {
            "maxAttempts": {
             "type": "integer",
             "minimum": 1,
             "maximum": 1000,
             "description": "Consecutive failed attempts of one operation allowed, the first attempt included (a library's 5 retries are 6 attempts) (backoff)."
            },
            "storm": {
             "type": "integer",
             "minimum": 1,
             "maximum": 100000,
             "description": "Requests for an operation allowed in the second after one of its failures (no-storm)."
            },
            "giveUpAfter": {
             "type": "integer",
             "minimum": 1,
             "maximum": 86400000,
             "description": "Longest wait in ms on an injected timeout or a longer injected latency (gave-up)."
            },
            "tolerance": {
             "type": "integer",
             "minimum": 0,
             "maximum": 60000,
             "description": "Slack in ms for timers and the network (retry-after, backoff, gave-up)."
            }
           }
          },
          "checks": {
           "type": "object",
           "required": [
            "retry-after",
            "backoff",
            "no-blind-create-retry",
            "gone-respected",
            "auth-not-hammered",
            "gave-up",
            "no-storm"
           ],
           "additionalProperties": false,
           "properties": {
            "retry-after": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "After a 429 or 503 with Retry-After, the same operation was not called again before that time (less the tolerance)."
            },
            "backoff": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "After consecutive failures of one operation, no three retries in a row each waited less than the tolerance (no backoff), and at most maxAttempts attempts failed in a row."
            },
            "no-blind-create-retry": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "After a createPet ended in a reset, empty reply or timeout, the same body was not sent again before a 2xx listPets."
            },
            "gone-respected": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "After getPet answered 410, getPet was not called again."
            },
            "auth-not-hammered": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "After a 401, the same credential was sent at most once more (compared by a fingerprint kept only in the mock's memory)."
            },
            "gave-up": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "When an injected timeout or latency would have held an exchange longer than giveUpAfter plus the tolerance, the client closed it within that time."
            },
            "no-storm": {
             "type": "object",
             "required": [
              "verdict",
              "message",
              "entries",
              "tally"
             ],
             "additionalProperties": false,
             "properties": {
              "verdict": {
               "enum": [
                "pass",
                "fail",
                "not-exercised"
               ]
              },
              "message": {
               "type": "string",
               "description": "One sentence: what was seen, or why the check was not exercised."
              },
              "entries": {
               "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
               "type": "array",
               "items": {
                "type": "integer",
                "minimum": 1
               }
              },
              "waitedMs": {
               "type": "integer",
               "minimum": 0,
               "description": "gave-up only: the longest time an exchange was waited on, in ms."
              },
              "tally": {
               "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
               "type": "object",
               "required": [
                "pass",
                "fail",
                "not-exercised"
               ],
               "additionalProperties": false,
               "properties": {
                "pass": {
                 "type": "integer",
                 "minimum": 0
                },
                "fail": {
                 "type": "integer",
                 "minimum": 0
                },
                "not-exercised": {
                 "type": "integer",
                 "minimum": 0
                }
               }
              }
             },
             "description": "In the second after a failure, at most storm requests for that operation."
            }
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/pact": {
   "get": {
    "operationId": "getPact",
    "summary": "The pact the clients' exchanges make",
    "description": "A Pact file (V3 by default, V4 with `spec=4`) from the exchanges since the last reset or\njournal clear: one interaction per distinct request (method, path relative to the server\nURL, query, body, with or without credentials) and status, described (\"list sold pets,\nlimit 5 → 200\"), with the provider states its answer needs and matching rules derived from\nspec/openapi.yaml (a type for every field, `integer` for integers, a regex for an enum, the\nlist's length bounded by `limit`). `Authorization` is an example matched by `^Bearer .+$`,\nnever the key sent; a 401 is the request without it. Answers whose status was injected (a\nrule's, `Prefer`'s, the clock's 410) are left out unless `includeInjected=true`; dropped\nconnections and broken bodies never count; statuses the operation does not document are left\nout. Per sandbox with the `Animal-Store-Sandbox` header or `?sandbox=`.\n",
    "tags": [
     "pact"
    ],
    "parameters": [
     {
      "name": "consumer",
      "in": "query",
      "description": "The consumer's name (default `consumer`).",
      "schema": {
       "type": "string",
       "minLength": 1,
       "maxLength": 100,
       "pattern": "^[^\\x00-\\x1f\\x7f]+$"
      }
     },
     {
      "name": "provider",
      "in": "query",
      "description": "The provider's name (default `animal-store`).",
      "schema": {
       "type": "string",
       "minLength": 1,
       "maxLength": 100,
       "pattern": "^[^\\x00-\\x1f\\x7f]+$"
      }
     },
     {
      "name": "spec",
      "in": "query",
      "description": "The Pact specification version to write.",
      "schema": {
       "type": "string",
       "enum": [
        "3",
        "4"
       ],
       "default": "3"
      }
     },
     {
      "name": "includeInjected",
      "in": "query",
      "description": "Keep answers whose status was injected.",
      "schema": {
       "type": "string",
       "enum": [
        "true",
        "false"
       ],
       "default": "false"
      }
     },
     {
      "name": "sandbox",
      "in": "query",
      "description": "The sandbox to read, for clients that cannot send the header.",
      "schema": {
       "type": "string",
       "pattern": "^[A-Za-z0-9._-]{1,64}$"
      }
     }
    ],
    "responses": {
     "200": {
      "description": "The pact.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "description": "A Pact file as the Pact specification (V3 or V4) defines it; docs/pact.md shows one.",
         "required": [
          "consumer",
          "provider",
          "interactions",
          "metadata"
         ],
         "properties": {
          "consumer": {
           "type": "object",
           "required": [
            "name"
           ],
           "properties": {
            "name": {
             "type": "string"
            }
           }
          },
          "provider": {
           "type": "object",
           "required": [
            "name"
           ],
           "properties": {
            "name": {
             "type": "string"
            }
           }
          },
          "interactions": {
           "type": "array",
           "items": {
            "type": "object",
            "required": [
             "description",
             "request",
             "response"
            ],
            "properties": {
             "description": {
              "type": "string"
             },
             "providerStates": {
              "type": "array",
              "items": {
               "type": "object",
               "required": [
                "name"
               ],
               "properties": {
                "name": {
                 "type": "string",
                 "description": "What the provider must hold: \"pets exist with status sold\", \"a pet with id 7 exists\", \"no pet with id 999\", \"no pets exist\"."
                },
                "params": {
                 "type": "object"
                }
               }
              }
             },
             "request": {
              "type": "object"
             },
             "response": {
              "type": "object"
             }
            }
           }
          },
          "metadata": {
           "type": "object",
           "required": [
            "pactSpecification"
           ],
           "properties": {
            "pactSpecification": {
             "type": "object",
             "required": [
              "version"
             ],
             "properties": {
              "version": {
               "type": "string",
               "enum": [
                "3.0.0",
                "4.0"
               ]
              }
             }
            }
           }
          }
         }
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  },
  "/pact/state": {
   "post": {
    "operationId": "setUpPactState",
    "summary": "Set up a provider state, as Pact's verifier asks",
    "description": "Pact's Verifier posts here before each interaction (`stateChangeUrl`) to set up its states,\nand after it with `action: teardown`. The mock sets up every state it writes into a pact:\n\"pets exist\" / \"pets exist with status S\" (`count`: adds the missing pets), \"no pets exist\"\n/ \"no pets exist with status S\" (removes them), \"a pet with id N exists\" (puts that pet in\nplace, with its id), \"no pet with id N\" (removes it). `teardown`, and an empty state (an\ninteraction with none), answer 200 and change nothing. The answer holds the values the\npact's ProviderState generators read (`id`). A state it cannot set up is a 400 and changes\nnothing. Per sandbox with the `Animal-Store-Sandbox` header or `?sandbox=`.\n",
    "tags": [
     "pact"
    ],
    "parameters": [
     {
      "name": "sandbox",
      "in": "query",
      "description": "The sandbox to change, for clients that cannot send the header.",
      "schema": {
       "type": "string",
       "pattern": "^[A-Za-z0-9._-]{1,64}$"
      }
     }
    ],
    "requestBody": {
     "required": true,
     "content": {
      "application/json": {
       "schema": {
        "type": "object",
        "properties": {
         "state": {
          "type": "string",
          "description": "The state's name as the pact gives it; empty for an interaction with none."
         },
         "params": {
          "type": "object"
         },
         "action": {
          "type": "string",
          "enum": [
           "setup",
           "teardown"
          ],
          "default": "setup"
         }
        }
       }
      }
     }
    },
    "responses": {
     "200": {
      "description": "The state holds; the values the generators read.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object"
        }
       }
      }
     },
     "400": {
      "description": "An Error body.",
      "content": {
       "application/json": {
        "schema": {
         "type": "object",
         "required": [
          "code",
          "message",
          "status"
         ],
         "properties": {
          "code": {
           "type": "string",
           "description": "Machine-readable error code (see the table in the description).",
           "example": "not_found"
          },
          "message": {
           "type": "string",
           "description": "Human-readable description of the error.",
           "example": "No pet with id 42."
          },
          "status": {
           "type": "integer",
           "format": "int32",
           "description": "The HTTP status code, repeated.",
           "example": 404
          }
         }
        }
       }
      }
     }
    }
   }
  }
 },
 "components": {
  "securitySchemes": {
   "adminToken": {
    "type": "http",
    "scheme": "bearer"
   },
   "adminBasic": {
    "type": "http",
    "scheme": "basic",
    "description": "Any user name; the admin token as password."
   }
  },
  "responses": {
   "Error": {
    "description": "An Error body.",
    "content": {
     "application/json": {
      "schema": {
       "type": "object",
       "required": [
        "code",
        "message",
        "status"
       ],
       "properties": {
        "code": {
         "type": "string",
         "description": "Machine-readable error code (see the table in the description).",
         "example": "not_found"
        },
        "message": {
         "type": "string",
         "description": "Human-readable description of the error.",
         "example": "No pet with id 42."
        },
        "status": {
         "type": "integer",
         "format": "int32",
         "description": "The HTTP status code, repeated.",
         "example": 404
        }
       }
      }
     }
    }
   }
  },
  "schemas": {
   "Error": {
    "type": "object",
    "required": [
     "code",
     "message",
     "status"
    ],
    "properties": {
     "code": {
      "type": "string",
      "description": "Machine-readable error code (see the table in the description).",
      "example": "not_found"
     },
     "message": {
      "type": "string",
      "description": "Human-readable description of the error.",
      "example": "No pet with id 42."
     },
     "status": {
      "type": "integer",
      "format": "int32",
      "description": "The HTTP status code, repeated.",
      "example": 404
     }
    }
   },
   "SandboxName": {
    "type": "string",
    "pattern": "^[A-Za-z0-9._-]{1,64}$"
   },
   "PacticipantName": {
    "type": "string",
    "minLength": 1,
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1f\\x7f]+$"
   },
   "Pact": {
    "type": "object",
    "description": "A Pact file as the Pact specification (V3 or V4) defines it; docs/pact.md shows one.",
    "required": [
     "consumer",
     "provider",
     "interactions",
     "metadata"
    ],
    "properties": {
     "consumer": {
      "type": "object",
      "required": [
       "name"
      ],
      "properties": {
       "name": {
        "type": "string"
       }
      }
     },
     "provider": {
      "type": "object",
      "required": [
       "name"
      ],
      "properties": {
       "name": {
        "type": "string"
       }
      }
     },
     "interactions": {
      "type": "array",
      "items": {
       "type": "object",
       "required": [
        "description",
        "request",
        "response"
       ],
       "properties": {
        "description": {
         "type": "string"
        },
        "providerStates": {
         "type": "array",
         "items": {
          "type": "object",
          "required": [
           "name"
          ],
          "properties": {
           "name": {
            "type": "string",
            "description": "What the provider must hold: \"pets exist with status sold\", \"a pet with id 7 exists\", \"no pet with id 999\", \"no pets exist\"."
           },
           "params": {
            "type": "object"
           }
          }
         }
        },
        "request": {
         "type": "object"
        },
        "response": {
         "type": "object"
        }
       }
      }
     },
     "metadata": {
      "type": "object",
      "required": [
       "pactSpecification"
      ],
      "properties": {
       "pactSpecification": {
        "type": "object",
        "required": [
         "version"
        ],
        "properties": {
         "version": {
          "type": "string",
          "enum": [
           "3.0.0",
           "4.0"
          ]
         }
        }
       }
      }
     }
    }
   },
   "ProviderState": {
    "type": "object",
    "required": [
     "name"
    ],
    "properties": {
     "name": {
      "type": "string",
      "description": "What the provider must hold: \"pets exist with status sold\", \"a pet with id 7 exists\", \"no pet with id 999\", \"no pets exist\"."
     },
     "params": {
      "type": "object"
     }
    }
   },
   "SandboxSummary": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "name",
     "pets",
     "requests",
     "lastUsed",
     "expiresAt"
    ],
    "properties": {
     "name": {
      "type": "string",
      "pattern": "^[A-Za-z0-9._-]{1,64}$"
     },
     "pets": {
      "type": "integer"
     },
     "requests": {
      "type": "integer",
      "description": "Requests served, API and admin."
     },
     "lastUsed": {
      "type": "string",
      "format": "date-time"
     },
     "expiresAt": {
      "type": "string",
      "format": "date-time",
      "description": "When it is dropped unless used again (--sandbox-idle)."
     }
    }
   },
   "Scenario": {
    "title": "Animal Store mock scenario",
    "description": "A known state of the mock: generated pets, explicit pets or both, plus API keys, failure rules, clock and world.",
    "type": "object",
    "required": [
     "name",
     "version",
     "description"
    ],
    "additionalProperties": false,
    "properties": {
     "$schema": {
      "type": "string",
      "description": "Where editors find this schema, e.g. ../scenario.schema.json."
     },
     "name": {
      "type": "string",
      "minLength": 1,
      "description": "Short name; a built-in scenario's name is its file name."
     },
     "version": {
      "const": 1,
      "description": "Format of this file."
     },
     "description": {
      "type": "string",
      "minLength": 1,
      "description": "What the scenario is for, in one line."
     },
     "generate": {
      "type": "object",
      "description": "Pets made by the seeded generator, with ids 1..count.",
      "required": [
       "seed",
       "count"
      ],
      "additionalProperties": false,
      "properties": {
       "seed": {
        "type": "integer",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991,
        "description": "Same seed and options, same pets on every machine. The generator uses the low 32 bits."
       },
       "count": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1000000
       },
       "statusWeights": {
        "type": "object",
        "description": "Relative weights of each status; none is a pet without status. Defaults to available 45, pending 20, sold 25, none 10.",
        "required": [
         "available",
         "pending",
         "sold",
         "none"
        ],
        "additionalProperties": false,
        "properties": {
         "available": {
          "type": "number",
          "minimum": 0
         },
         "pending": {
          "type": "number",
          "minimum": 0
         },
         "sold": {
          "type": "number",
          "minimum": 0
         },
         "none": {
          "type": "number",
          "minimum": 0
         }
        }
       },
       "categoryIds": {
        "type": "array",
        "description": "Category ids drawn from, evenly. Defaults to 1..5.",
        "minItems": 1,
        "items": {
         "type": "integer",
         "minimum": -9007199254740991,
         "maximum": 9007199254740991
        }
       },
       "edgeCaseRate": {
        "type": "number",
        "minimum": 0,
        "maximum": 1,
        "description": "Share of pets with an edge-case name (long, non-ASCII, right-to-left, emoji, quotes). Defaults to 0.05."
       }
      }
     },
     "pets": {
      "type": "array",
      "description": "Explicit pets, after the generated ones. One with an id replaces the generated pet of that id; one without gets the next id after the highest.",
      "items": {
       "type": "object",
       "required": [
        "name",
        "categoryId"
       ],
       "additionalProperties": false,
       "properties": {
        "id": {
         "type": "integer",
         "minimum": 1,
         "maximum": 9007199254740991
        },
        "name": {
         "type": "string"
        },
        "categoryId": {
         "type": "integer",
         "minimum": -9007199254740991,
         "maximum": 9007199254740991
        },
        "status": {
         "enum": [
          "available",
          "pending",
          "sold"
         ],
         "description": "The spec's PetStatus; leave it out for a pet without status."
        }
       }
      }
     },
     "nextId": {
      "type": "integer",
      "minimum": 1,
      "description": "Id of the next created pet; raised past the highest id if lower."
     },
     "apiKeys": {
      "type": "array",
      "description": "Accepted API keys; none (or an empty list) accepts any non-empty bearer token.",
      "items": {
       "type": "string",
       "minLength": 1
      }
     },
     "failures": {
      "type": "array",
      "description": "Failure rules in force once the scenario is loaded.",
      "items": {
       "type": "object",
       "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
       "properties": {
        "id": {
         "type": "string",
         "minLength": 1
        },
        "operationId": {
         "type": "string",
         "minLength": 1,
         "description": "An operationId of the spec, e.g. listPets."
        },
        "method": {
         "type": "string",
         "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
         "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
        },
        "path": {
         "type": "string",
         "pattern": "^/",
         "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
        },
        "status": {
         "type": "integer",
         "minimum": 400,
         "maximum": 599,
         "description": "Effect: an error response with this status."
        },
        "code": {
         "type": "string",
         "minLength": 1,
         "description": "Error body code; defaults by status."
        },
        "message": {
         "type": "string",
         "description": "Error body message."
        },
        "retryAfter": {
         "type": [
          "integer",
          "null"
         ],
         "minimum": 0,
         "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
        },
        "latency": {
         "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
         "anyOf": [
          {
           "type": "integer",
           "minimum": 0
          },
          {
           "type": "array",
           "prefixItems": [
            {
             "type": "integer",
             "minimum": 0
            },
            {
             "type": "integer",
             "minimum": 0
            }
           ],
           "items": false,
           "minItems": 2
          }
         ]
        },
        "fault": {
         "enum": [
          "reset",
          "empty",
          "timeout",
          "malformed",
          "slow-body"
         ],
         "description": "Effect: a network fault."
        },
        "durationMs": {
         "type": "integer",
         "minimum": 0,
         "description": "How long a timeout or slow-body lasts, in ms."
        },
        "rateLimit": {
         "type": "object",
         "description": "Effect: at most limit requests per windowMs per API key, then 429.",
         "required": [
          "limit",
          "windowMs"
         ],
         "additionalProperties": false,
         "properties": {
          "limit": {
           "type": "integer",
           "minimum": 1
          },
          "windowMs": {
           "type": "integer",
           "minimum": 1
          }
         }
        },
        "probability": {
         "type": "number",
         "minimum": 0,
         "maximum": 1,
         "description": "Chance that a matching request is affected."
        },
        "times": {
         "type": "integer",
         "minimum": 1,
         "description": "Affect this many requests, then expire."
        },
        "after": {
         "type": "integer",
         "minimum": 0,
         "description": "Let the first N matching requests through untouched."
        }
       },
       "allOf": [
        {
         "description": "a rule with at least one effect: status, latency, fault or rateLimit",
         "anyOf": [
          {
           "required": [
            "status"
           ]
          },
          {
           "required": [
            "latency"
           ]
          },
          {
           "required": [
            "fault"
           ]
          },
          {
           "required": [
            "rateLimit"
           ]
          }
         ]
        },
        {
         "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
         "not": {
          "anyOf": [
           {
            "required": [
             "status",
             "fault"
            ]
           },
           {
            "required": [
             "status",
             "rateLimit"
            ]
           },
           {
            "required": [
             "fault",
             "rateLimit"
            ]
           }
          ]
         }
        }
       ],
       "unevaluatedProperties": false
      }
     },
     "clock": {
      "type": "object",
      "description": "Simulated time.",
      "required": [
       "now"
      ],
      "additionalProperties": false,
      "properties": {
       "now": {
        "type": "string",
        "format": "date-time",
        "description": "The simulated time at load, RFC 3339 (2030-12-05T00:00:00Z)."
       }
      }
     },
     "world": {
      "type": "object",
      "description": "Other shoppers on the mock's clock: adoptions, arrivals and departures (docs/world.md).",
      "additionalProperties": false,
      "properties": {
       "seed": {
        "type": "integer",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991,
        "description": "Seed of every draw; defaults to the mock's seed."
       },
       "adoptions": {
        "type": "object",
        "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
        "required": [
         "perHour",
         "soldAfter"
        ],
        "additionalProperties": false,
        "properties": {
         "perHour": {
          "type": "number",
          "minimum": 0,
          "maximum": 3600000,
          "description": "Events per hour of the mock's clock, on average (0: none)."
         },
         "soldAfter": {
          "type": "array",
          "description": "[min, max]: each delay is drawn evenly from this range",
          "prefixItems": [
           {
            "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
            "anyOf": [
             {
              "type": "integer",
              "minimum": 0,
              "maximum": 315576000000
             },
             {
              "type": "string",
              "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
             }
            ]
           },
           {
            "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
            "anyOf": [
             {
              "type": "integer",
              "minimum": 0,
              "maximum": 315576000000
             },
             {
              "type": "string",
              "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
             }
            ]
           }
          ],
          "items": false,
          "minItems": 2
         }
        }
       },
       "arrivals": {
        "type": "object",
        "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
        "required": [
         "perHour"
        ],
        "additionalProperties": false,
        "properties": {
         "perHour": {
          "type": "number",
          "minimum": 0,
          "maximum": 3600000,
          "description": "Events per hour of the mock's clock, on average (0: none)."
         },
         "status": {
          "enum": [
           "available",
           "pending",
           "sold"
          ],
          "description": "Status of an arrived pet (default available)."
         }
        }
       },
       "departures": {
        "type": "object",
        "description": "A sold pet leaves the store after a delay drawn from after.",
        "required": [
         "after"
        ],
        "additionalProperties": false,
        "properties": {
         "after": {
          "type": "array",
          "description": "[min, max]: each delay is drawn evenly from this range",
          "prefixItems": [
           {
            "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
            "anyOf": [
             {
              "type": "integer",
              "minimum": 0,
              "maximum": 315576000000
             },
             {
              "type": "string",
              "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
             }
            ]
           },
           {
            "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
            "anyOf": [
             {
              "type": "integer",
              "minimum": 0,
              "maximum": 315576000000
             },
             {
              "type": "string",
              "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
             }
            ]
           }
          ],
          "items": false,
          "minItems": 2
         }
        }
       }
      }
     }
    }
   },
   "Coverage": {
    "title": "Coverage",
    "description": "What one mock (or a merge of several) answered and injected, against the spec: GET /__admin/coverage, store.coverage(), sandbox.coverage() and the coverage CLI's --json all give this shape.",
    "type": "object",
    "required": [
     "version",
     "spec",
     "operations",
     "unmatched",
     "summary"
    ],
    "additionalProperties": false,
    "properties": {
     "version": {
      "const": 1,
      "description": "Version of this shape."
     },
     "spec": {
      "description": "The spec's info: coverage of different specs is never merged.",
      "type": "object",
      "required": [
       "title",
       "version"
      ],
      "additionalProperties": false,
      "properties": {
       "title": {
        "type": "string"
       },
       "version": {
        "type": "string"
       }
      }
     },
     "operations": {
      "description": "Every operation of the spec, by operationId.",
      "type": "object",
      "additionalProperties": {
       "type": "object",
       "required": [
        "method",
        "path",
        "responses",
        "undocumented",
        "failures"
       ],
       "additionalProperties": false,
       "properties": {
        "method": {
         "type": "string"
        },
        "path": {
         "type": "string",
         "description": "As the spec writes it: `/pets/{petId}`."
        },
        "responses": {
         "description": "Hits per documented response key (`200`, `4XX`, `default`).",
         "type": "object",
         "propertyNames": {
          "pattern": "^([1-5][0-9X][0-9X]|default)$"
         },
         "additionalProperties": {
          "type": "integer",
          "minimum": 0
         }
        },
        "undocumented": {
         "type": "object",
         "propertyNames": {
          "pattern": "^[1-5][0-9][0-9]$"
         },
         "additionalProperties": {
          "type": "integer",
          "minimum": 0
         },
         "description": "Hits per answered status the spec does not document here."
        },
        "statuses": {
         "type": "object",
         "propertyNames": {
          "pattern": "^[1-5][0-9][0-9]$"
         },
         "additionalProperties": {
          "type": "integer",
          "minimum": 0
         },
         "description": "Hits per answered status, documented or not: a status counted under a range key (`4XX`, `default`) can be required by itself."
        },
        "failures": {
         "description": "Per failure kind the operation can meet (`gone` only with a sunset): hits, and hits by source.",
         "type": "object",
         "propertyNames": {
          "enum": [
           "error",
           "rate-limit",
           "latency",
           "reset",
           "empty",
           "timeout",
           "malformed",
           "slow-body",
           "gone"
          ]
         },
         "additionalProperties": {
          "type": "object",
          "required": [
           "hits",
           "sources"
          ],
          "additionalProperties": false,
          "properties": {
           "hits": {
            "type": "integer",
            "minimum": 0
           },
           "sources": {
            "type": "object",
            "propertyNames": {
             "enum": [
              "rule",
              "prefer",
              "clock"
             ]
            },
            "additionalProperties": {
             "type": "integer",
             "minimum": 0
            }
           },
           "statuses": {
            "type": "object",
            "propertyNames": {
             "pattern": "^[1-5][0-9][0-9]$"
            },
            "additionalProperties": {
             "type": "integer",
             "minimum": 0
            },
            "description": "For `error`: hits by injected status."
           }
          }
         }
        }
       }
      }
     },
     "unmatched": {
      "description": "Requests no operation matched, by `METHOD path`; at most 100 keys, the rest counted in `other`.",
      "type": "object",
      "required": [
       "requests",
       "other"
      ],
      "additionalProperties": false,
      "properties": {
       "requests": {
        "type": "object",
        "maxProperties": 100,
        "additionalProperties": {
         "type": "integer",
         "minimum": 0
        }
       },
       "other": {
        "type": "integer",
        "minimum": 0
       }
      }
     },
     "summary": {
      "type": "object",
      "required": [
       "responses",
       "failures"
      ],
      "additionalProperties": false,
      "properties": {
       "responses": {
        "type": "object",
        "required": [
         "covered",
         "total",
         "percent"
        ],
        "additionalProperties": false,
        "properties": {
         "covered": {
          "type": "integer",
          "minimum": 0
         },
         "total": {
          "type": "integer",
          "minimum": 0
         },
         "percent": {
          "type": "number",
          "minimum": 0,
          "maximum": 100
         }
        },
        "description": "Documented responses hit at least once."
       },
       "failures": {
        "type": "object",
        "required": [
         "covered",
         "total",
         "percent"
        ],
        "additionalProperties": false,
        "properties": {
         "covered": {
          "type": "integer",
          "minimum": 0
         },
         "total": {
          "type": "integer",
          "minimum": 0
         },
         "percent": {
          "type": "number",
          "minimum": 0,
          "maximum": 100
         }
        },
        "description": "Failure kinds injected at least once."
       }
      }
     }
    }
   },
   "Resilience": {
    "title": "Resilience",
    "description": "How a client reacted to the failures one mock (or a merge of several) showed it, judged from the journal when read: GET /__admin/resilience, store.resilience(), sandbox.resilience() and the resilience CLI's merge all give this shape.",
    "type": "object",
    "required": [
     "version",
     "options",
     "checks"
    ],
    "additionalProperties": false,
    "properties": {
     "version": {
      "const": 1,
      "description": "Version of this shape."
     },
     "options": {
      "description": "What the checks allowed; verdicts judged with other options are never merged.",
      "type": "object",
      "required": [
       "maxAttempts",
       "storm",
       "giveUpAfter",
       "tolerance"
      ],
      "additionalProperties": false,
      "properties": {
       "maxAttempts": {
        "type": "integer",
        "minimum": 1,
        "maximum": 1000,
        "description": "Consecutive failed attempts of one operation allowed, the first attempt included (a library's 5 retries are 6 attempts) (backoff)."
       },
       "storm": {
        "type": "integer",
        "minimum": 1,
        "maximum": 100000,
        "description": "Requests for an operation allowed in the second after one of its failures (no-storm)."
       },
       "giveUpAfter": {
        "type": "integer",
        "minimum": 1,
        "maximum": 86400000,
        "description": "Longest wait in ms on an injected timeout or a longer injected latency (gave-up)."
       },
       "tolerance": {
        "type": "integer",
        "minimum": 0,
        "maximum": 60000,
        "description": "Slack in ms for timers and the network (retry-after, backoff, gave-up)."
       }
      }
     },
     "checks": {
      "type": "object",
      "required": [
       "retry-after",
       "backoff",
       "no-blind-create-retry",
       "gone-respected",
       "auth-not-hammered",
       "gave-up",
       "no-storm"
      ],
      "additionalProperties": false,
      "properties": {
       "retry-after": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "After a 429 or 503 with Retry-After, the same operation was not called again before that time (less the tolerance)."
       },
       "backoff": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "After consecutive failures of one operation, no three retries in a row each waited less than the tolerance (no backoff), and at most maxAttempts attempts failed in a row."
       },
       "no-blind-create-retry": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "After a createPet ended in a reset, empty reply or timeout, the same body was not sent again before a 2xx listPets."
       },
       "gone-respected": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "After getPet answered 410, getPet was not called again."
       },
       "auth-not-hammered": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "After a 401, the same credential was sent at most once more (compared by a fingerprint kept only in the mock's memory)."
       },
       "gave-up": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "When an injected timeout or latency would have held an exchange longer than giveUpAfter plus the tolerance, the client closed it within that time."
       },
       "no-storm": {
        "type": "object",
        "required": [
         "verdict",
         "message",
         "entries",
         "tally"
        ],
        "additionalProperties": false,
        "properties": {
         "verdict": {
          "enum": [
           "pass",
           "fail",
           "not-exercised"
          ]
         },
         "message": {
          "type": "string",
          "description": "One sentence: what was seen, or why the check was not exercised."
         },
         "entries": {
          "description": "Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check.",
          "type": "array",
          "items": {
           "type": "integer",
           "minimum": 1
          }
         },
         "waitedMs": {
          "type": "integer",
          "minimum": 0,
          "description": "gave-up only: the longest time an exchange was waited on, in ms."
         },
         "tally": {
          "description": "How many documents gave each verdict: 1 for one mock, summed by a merge.",
          "type": "object",
          "required": [
           "pass",
           "fail",
           "not-exercised"
          ],
          "additionalProperties": false,
          "properties": {
           "pass": {
            "type": "integer",
            "minimum": 0
           },
           "fail": {
            "type": "integer",
            "minimum": 0
           },
           "not-exercised": {
            "type": "integer",
            "minimum": 0
           }
          }
         }
        },
        "description": "In the second after a failure, at most storm requests for that operation."
       }
      }
     }
    }
   },
   "World": {
    "type": "object",
    "description": "A world of timed events, moved only by the mock's clock; every draw is seeded.",
    "additionalProperties": false,
    "properties": {
     "seed": {
      "type": "integer",
      "minimum": -9007199254740991,
      "maximum": 9007199254740991,
      "description": "Seed of every draw; defaults to the mock's seed."
     },
     "adoptions": {
      "type": "object",
      "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
      "required": [
       "perHour",
       "soldAfter"
      ],
      "additionalProperties": false,
      "properties": {
       "perHour": {
        "type": "number",
        "minimum": 0,
        "maximum": 3600000,
        "description": "Events per hour of the mock's clock, on average (0: none)."
       },
       "soldAfter": {
        "type": "array",
        "description": "[min, max]: each delay is drawn evenly from this range",
        "prefixItems": [
         {
          "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
          "anyOf": [
           {
            "type": "integer",
            "minimum": 0,
            "maximum": 315576000000
           },
           {
            "type": "string",
            "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
           }
          ]
         },
         {
          "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
          "anyOf": [
           {
            "type": "integer",
            "minimum": 0,
            "maximum": 315576000000
           },
           {
            "type": "string",
            "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
           }
          ]
         }
        ],
        "items": false,
        "minItems": 2
       }
      }
     },
     "arrivals": {
      "type": "object",
      "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
      "required": [
       "perHour"
      ],
      "additionalProperties": false,
      "properties": {
       "perHour": {
        "type": "number",
        "minimum": 0,
        "maximum": 3600000,
        "description": "Events per hour of the mock's clock, on average (0: none)."
       },
       "status": {
        "enum": [
         "available",
         "pending",
         "sold"
        ],
        "description": "Status of an arrived pet (default available)."
       }
      }
     },
     "departures": {
      "type": "object",
      "description": "A sold pet leaves the store after a delay drawn from after.",
      "required": [
       "after"
      ],
      "additionalProperties": false,
      "properties": {
       "after": {
        "type": "array",
        "description": "[min, max]: each delay is drawn evenly from this range",
        "prefixItems": [
         {
          "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
          "anyOf": [
           {
            "type": "integer",
            "minimum": 0,
            "maximum": 315576000000
           },
           {
            "type": "string",
            "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
           }
          ]
         },
         {
          "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
          "anyOf": [
           {
            "type": "integer",
            "minimum": 0,
            "maximum": 315576000000
           },
           {
            "type": "string",
            "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
           }
          ]
         }
        ],
        "items": false,
        "minItems": 2
       }
      }
     }
    }
   },
   "WorldView": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "world",
     "seq",
     "nextEventAt",
     "limit"
    ],
    "properties": {
     "world": {
      "description": "The world in force, durations in ms and the seed filled in; null when none.",
      "oneOf": [
       {
        "type": "object",
        "description": "A world of timed events, moved only by the mock's clock; every draw is seeded.",
        "additionalProperties": false,
        "properties": {
         "seed": {
          "type": "integer",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991,
          "description": "Seed of every draw; defaults to the mock's seed."
         },
         "adoptions": {
          "type": "object",
          "description": "A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter.",
          "required": [
           "perHour",
           "soldAfter"
          ],
          "additionalProperties": false,
          "properties": {
           "perHour": {
            "type": "number",
            "minimum": 0,
            "maximum": 3600000,
            "description": "Events per hour of the mock's clock, on average (0: none)."
           },
           "soldAfter": {
            "type": "array",
            "description": "[min, max]: each delay is drawn evenly from this range",
            "prefixItems": [
             {
              "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
              "anyOf": [
               {
                "type": "integer",
                "minimum": 0,
                "maximum": 315576000000
               },
               {
                "type": "string",
                "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
               }
              ]
             },
             {
              "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
              "anyOf": [
               {
                "type": "integer",
                "minimum": 0,
                "maximum": 315576000000
               },
               {
                "type": "string",
                "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
               }
              ]
             }
            ],
            "items": false,
            "minItems": 2
           }
          }
         },
         "arrivals": {
          "type": "object",
          "description": "New pets, named by the fixtures' seeded generator, with ids from the store's own sequence.",
          "required": [
           "perHour"
          ],
          "additionalProperties": false,
          "properties": {
           "perHour": {
            "type": "number",
            "minimum": 0,
            "maximum": 3600000,
            "description": "Events per hour of the mock's clock, on average (0: none)."
           },
           "status": {
            "enum": [
             "available",
             "pending",
             "sold"
            ],
            "description": "Status of an arrived pet (default available)."
           }
          }
         },
         "departures": {
          "type": "object",
          "description": "A sold pet leaves the store after a delay drawn from after.",
          "required": [
           "after"
          ],
          "additionalProperties": false,
          "properties": {
           "after": {
            "type": "array",
            "description": "[min, max]: each delay is drawn evenly from this range",
            "prefixItems": [
             {
              "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
              "anyOf": [
               {
                "type": "integer",
                "minimum": 0,
                "maximum": 315576000000
               },
               {
                "type": "string",
                "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
               }
              ]
             },
             {
              "description": "a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field",
              "anyOf": [
               {
                "type": "integer",
                "minimum": 0,
                "maximum": 315576000000
               },
               {
                "type": "string",
                "pattern": "^[0-9]+(\\.[0-9]+)? ?(ms|s|m|h|d)$"
               }
              ]
             }
            ],
            "items": false,
            "minItems": 2
           }
          }
         }
        }
       },
       {
        "type": "null"
       }
      ]
     },
     "seq": {
      "type": "integer",
      "description": "The seq of the newest event."
     },
     "nextEventAt": {
      "type": [
       "string",
       "null"
      ],
      "format": "date-time"
     },
     "limit": {
      "type": "integer",
      "description": "Most events one clock move applies."
     }
    }
   },
   "WorldEvent": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "seq",
     "time",
     "kind",
     "pet"
    ],
    "properties": {
     "seq": {
      "type": "integer"
     },
     "time": {
      "type": "string",
      "format": "date-time"
     },
     "kind": {
      "type": "string",
      "enum": [
       "adopted",
       "sold",
       "arrived",
       "departed"
      ]
     },
     "pet": {
      "description": "An animal in the store.",
      "allOf": [
       {
        "type": "object",
        "description": "The fields of an animal that a client sends.",
        "required": [
         "name",
         "categoryId"
        ],
        "properties": {
         "name": {
          "type": "string",
          "description": "The animal's name.",
          "example": "Biscuit"
         },
         "categoryId": {
          "type": "integer",
          "format": "int64",
          "description": "Identifier of the category the animal belongs to.",
          "example": 3
         },
         "status": {
          "type": "string",
          "description": "Availability status.",
          "enum": [
           "available",
           "pending",
           "sold"
          ]
         }
        }
       },
       {
        "type": "object",
        "required": [
         "id"
        ],
        "properties": {
         "id": {
          "type": "integer",
          "format": "int64",
          "description": "Unique identifier, assigned on creation by the service.",
          "example": 1
         }
        }
       }
      ]
     },
     "from": {
      "type": "string",
      "description": "Availability status.",
      "enum": [
       "available",
       "pending",
       "sold"
      ]
     },
     "to": {
      "type": "string",
      "description": "Availability status.",
      "enum": [
       "available",
       "pending",
       "sold"
      ]
     }
    }
   },
   "FailureRule": {
    "type": "object",
    "description": "Which requests (all criteria given must hold; none matches every request) and what happens to them.",
    "properties": {
     "id": {
      "type": "string",
      "minLength": 1
     },
     "operationId": {
      "type": "string",
      "minLength": 1,
      "description": "An operationId of the spec, e.g. listPets."
     },
     "method": {
      "type": "string",
      "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
      "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
     },
     "path": {
      "type": "string",
      "pattern": "^/",
      "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
     },
     "status": {
      "type": "integer",
      "minimum": 400,
      "maximum": 599,
      "description": "Effect: an error response with this status."
     },
     "code": {
      "type": "string",
      "minLength": 1,
      "description": "Error body code; defaults by status."
     },
     "message": {
      "type": "string",
      "description": "Error body message."
     },
     "retryAfter": {
      "type": [
       "integer",
       "null"
      ],
      "minimum": 0,
      "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
     },
     "latency": {
      "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
      "anyOf": [
       {
        "type": "integer",
        "minimum": 0
       },
       {
        "type": "array",
        "prefixItems": [
         {
          "type": "integer",
          "minimum": 0
         },
         {
          "type": "integer",
          "minimum": 0
         }
        ],
        "items": false,
        "minItems": 2
       }
      ]
     },
     "fault": {
      "enum": [
       "reset",
       "empty",
       "timeout",
       "malformed",
       "slow-body"
      ],
      "description": "Effect: a network fault."
     },
     "durationMs": {
      "type": "integer",
      "minimum": 0,
      "description": "How long a timeout or slow-body lasts, in ms."
     },
     "rateLimit": {
      "type": "object",
      "description": "Effect: at most limit requests per windowMs per API key, then 429.",
      "required": [
       "limit",
       "windowMs"
      ],
      "additionalProperties": false,
      "properties": {
       "limit": {
        "type": "integer",
        "minimum": 1
       },
       "windowMs": {
        "type": "integer",
        "minimum": 1
       }
      }
     },
     "probability": {
      "type": "number",
      "minimum": 0,
      "maximum": 1,
      "description": "Chance that a matching request is affected."
     },
     "times": {
      "type": "integer",
      "minimum": 1,
      "description": "Affect this many requests, then expire."
     },
     "after": {
      "type": "integer",
      "minimum": 0,
      "description": "Let the first N matching requests through untouched."
     }
    },
    "allOf": [
     {
      "description": "a rule with at least one effect: status, latency, fault or rateLimit",
      "anyOf": [
       {
        "required": [
         "status"
        ]
       },
       {
        "required": [
         "latency"
        ]
       },
       {
        "required": [
         "fault"
        ]
       },
       {
        "required": [
         "rateLimit"
        ]
       }
      ]
     },
     {
      "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
      "not": {
       "anyOf": [
        {
         "required": [
          "status",
          "fault"
         ]
        },
        {
         "required": [
          "status",
          "rateLimit"
         ]
        },
        {
         "required": [
          "fault",
          "rateLimit"
         ]
        }
       ]
      }
     }
    ],
    "unevaluatedProperties": false
   },
   "ActiveFailureRule": {
    "description": "A rule in force, as it was added (its id assigned), with what it has done.",
    "type": "object",
    "unevaluatedProperties": false,
    "allOf": [
     {
      "type": "object",
      "description": "A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it.",
      "properties": {
       "id": {
        "type": "string",
        "minLength": 1
       },
       "operationId": {
        "type": "string",
        "minLength": 1,
        "description": "An operationId of the spec, e.g. listPets."
       },
       "method": {
        "type": "string",
        "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
        "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
       },
       "path": {
        "type": "string",
        "pattern": "^/",
        "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
       },
       "status": {
        "type": "integer",
        "minimum": 400,
        "maximum": 599,
        "description": "Effect: an error response with this status."
       },
       "code": {
        "type": "string",
        "minLength": 1,
        "description": "Error body code; defaults by status."
       },
       "message": {
        "type": "string",
        "description": "Error body message."
       },
       "retryAfter": {
        "type": [
         "integer",
         "null"
        ],
        "minimum": 0,
        "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
       },
       "latency": {
        "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
        "anyOf": [
         {
          "type": "integer",
          "minimum": 0
         },
         {
          "type": "array",
          "prefixItems": [
           {
            "type": "integer",
            "minimum": 0
           },
           {
            "type": "integer",
            "minimum": 0
           }
          ],
          "items": false,
          "minItems": 2
         }
        ]
       },
       "fault": {
        "enum": [
         "reset",
         "empty",
         "timeout",
         "malformed",
         "slow-body"
        ],
        "description": "Effect: a network fault."
       },
       "durationMs": {
        "type": "integer",
        "minimum": 0,
        "description": "How long a timeout or slow-body lasts, in ms."
       },
       "rateLimit": {
        "type": "object",
        "description": "Effect: at most limit requests per windowMs per API key, then 429.",
        "required": [
         "limit",
         "windowMs"
        ],
        "additionalProperties": false,
        "properties": {
         "limit": {
          "type": "integer",
          "minimum": 1
         },
         "windowMs": {
          "type": "integer",
          "minimum": 1
         }
        }
       },
       "probability": {
        "type": "number",
        "minimum": 0,
        "maximum": 1,
        "description": "Chance that a matching request is affected."
       },
       "times": {
        "type": "integer",
        "minimum": 1,
        "description": "Affect this many requests, then expire."
       },
       "after": {
        "type": "integer",
        "minimum": 0,
        "description": "Let the first N matching requests through untouched."
       }
      },
      "allOf": [
       {
        "description": "a rule with at least one effect: status, latency, fault or rateLimit",
        "anyOf": [
         {
          "required": [
           "status"
          ]
         },
         {
          "required": [
           "latency"
          ]
         },
         {
          "required": [
           "fault"
          ]
         },
         {
          "required": [
           "rateLimit"
          ]
         }
        ]
       },
       {
        "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
        "not": {
         "anyOf": [
          {
           "required": [
            "status",
            "fault"
           ]
          },
          {
           "required": [
            "status",
            "rateLimit"
           ]
          },
          {
           "required": [
            "fault",
            "rateLimit"
           ]
          }
         ]
        }
       }
      ]
     },
     {
      "type": "object",
      "required": [
       "id",
       "matched",
       "fired",
       "left"
      ],
      "properties": {
       "id": {
        "type": "string"
       },
       "matched": {
        "type": "integer",
        "description": "Requests that matched it."
       },
       "fired": {
        "type": "integer",
        "description": "Requests it affected."
       },
       "left": {
        "type": [
         "integer",
         "null"
        ],
        "description": "How many more it may affect; null when unbounded."
       }
      }
     }
    ]
   },
   "Health": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "status",
     "pets",
     "time"
    ],
    "properties": {
     "status": {
      "type": "string",
      "enum": [
       "ok"
      ]
     },
     "pets": {
      "type": "integer"
     },
     "time": {
      "type": "string",
      "format": "date-time"
     }
    }
   },
   "Removed": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "removed"
    ],
    "properties": {
     "removed": {
      "type": "integer"
     }
    }
   },
   "Clock": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "now",
     "simulated",
     "speed",
     "getPetSunset",
     "getPetGone"
    ],
    "properties": {
     "now": {
      "type": "string",
      "format": "date-time"
     },
     "simulated": {
      "type": "boolean"
     },
     "speed": {
      "type": "number",
      "description": "0 frozen, 1 real time, 3600 an hour a second."
     },
     "getPetSunset": {
      "type": "string",
      "format": "date-time"
     },
     "getPetGone": {
      "type": "boolean",
      "description": "Whether GET /v1/pets/{petId} answers 410 now."
     }
    }
   },
   "Violation": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "path",
     "rule"
    ],
    "properties": {
     "kind": {
      "type": "string",
      "enum": [
       "status",
       "content-type",
       "body",
       "header"
      ]
     },
     "path": {
      "type": "string",
      "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
      "example": "$.body[0].id"
     },
     "rule": {
      "type": "string",
      "example": "must be an integer"
     }
    }
   },
   "ContractReport": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "proxy",
     "operations"
    ],
    "properties": {
     "proxy": {
      "oneOf": [
       {
        "type": "null"
       },
       {
        "type": "object",
        "additionalProperties": false,
        "required": [
         "upstream",
         "only",
         "timeoutMs",
         "strictContract",
         "upstreamKey"
        ],
        "properties": {
         "upstream": {
          "type": "string",
          "description": "The upstream's base URL."
         },
         "only": {
          "type": [
           "array",
           "null"
          ],
          "description": "The operations forwarded; null for all.",
          "items": {
           "type": "string"
          }
         },
         "timeoutMs": {
          "type": "integer"
         },
         "strictContract": {
          "type": "boolean"
         },
         "upstreamKey": {
          "type": "boolean",
          "description": "Whether a key of the mock's own replaces the client's (the key is never shown)."
         }
        }
       }
      ]
     },
     "operations": {
      "type": "array",
      "items": {
       "type": "object",
       "additionalProperties": false,
       "required": [
        "operationId",
        "checked",
        "violations",
        "last"
       ],
       "properties": {
        "operationId": {
         "type": "string"
        },
        "checked": {
         "type": "integer",
         "description": "Upstream answers checked."
        },
        "violations": {
         "type": "integer",
         "description": "Answers that broke the contract."
        },
        "last": {
         "type": "array",
         "description": "The last five answers that broke it, oldest first.",
         "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
           "time",
           "request",
           "status",
           "violations"
          ],
          "properties": {
           "time": {
            "type": "string",
            "format": "date-time"
           },
           "request": {
            "type": "string",
            "example": "GET /v1/pets?limit=3"
           },
           "status": {
            "type": "integer"
           },
           "violations": {
            "type": "array",
            "items": {
             "type": "object",
             "additionalProperties": false,
             "required": [
              "kind",
              "path",
              "rule"
             ],
             "properties": {
              "kind": {
               "type": "string",
               "enum": [
                "status",
                "content-type",
                "body",
                "header"
               ]
              },
              "path": {
               "type": "string",
               "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
               "example": "$.body[0].id"
              },
              "rule": {
               "type": "string",
               "example": "must be an integer"
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   },
   "Recording": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "active",
     "file",
     "pets",
     "since",
     "error"
    ],
    "properties": {
     "active": {
      "type": "boolean"
     },
     "file": {
      "type": [
       "string",
       "null"
      ],
      "description": "The file's absolute path; null when kept in memory."
     },
     "pets": {
      "type": "integer"
     },
     "since": {
      "type": [
       "string",
       "null"
      ],
      "format": "date-time"
     },
     "error": {
      "type": [
       "string",
       "null"
      ],
      "description": "Why the last write failed, if it did; recording goes on in memory."
     }
    }
   },
   "HarImportSummary": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "entries",
     "read",
     "withoutPets",
     "otherOrigin",
     "notContract",
     "rejected",
     "pets"
    ],
    "properties": {
     "entries": {
      "type": "integer",
      "description": "Entries in the HAR."
     },
     "read": {
      "type": "integer",
      "description": "Answers whose pets were merged."
     },
     "withoutPets": {
      "type": "integer",
      "description": "Exchanges of the contract whose answer carries no pets (errors, failed connections)."
     },
     "otherOrigin": {
      "type": "integer"
     },
     "notContract": {
      "type": "integer",
      "description": "Requests the contract does not name (other paths and hosts' assets)."
     },
     "rejected": {
      "type": "array",
      "items": {
       "type": "object",
       "additionalProperties": false,
       "required": [
        "entry",
        "operationId",
        "url",
        "reason"
       ],
       "properties": {
        "entry": {
         "type": "integer",
         "description": "Index in `log.entries`."
        },
        "operationId": {
         "type": "string"
        },
        "url": {
         "type": "string",
         "description": "Origin and path; never the query."
        },
        "reason": {
         "type": "string"
        }
       }
      }
     },
     "pets": {
      "type": "integer"
     }
    }
   },
   "JournalEntry": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "id",
     "time",
     "method",
     "path",
     "operationId",
     "query",
     "headers",
     "body",
     "status",
     "fault",
     "durationMs",
     "rules",
     "response",
     "upstream"
    ],
    "properties": {
     "id": {
      "type": "integer"
     },
     "time": {
      "type": "string",
      "format": "date-time"
     },
     "method": {
      "type": "string"
     },
     "path": {
      "type": "string"
     },
     "operationId": {
      "type": [
       "string",
       "null"
      ],
      "description": "The API operation the request was matched to (`getPet`, the spec's operationId); null for a path the API has none for, or a method it does not take."
     },
     "query": {
      "type": "object",
      "additionalProperties": {
       "oneOf": [
        {
         "type": "string"
        },
        {
         "type": "array",
         "items": {
          "type": "string"
         }
        }
       ]
      }
     },
     "headers": {
      "type": "object",
      "description": "Request headers; credentials (Authorization, Cookie, X-Api-Key, any name holding token, secret or key, and --mask-header names) show \"[redacted]\".",
      "additionalProperties": {
       "type": "string"
      }
     },
     "body": {
      "type": [
       "string",
       "null"
      ]
     },
     "status": {
      "type": [
       "integer",
       "null"
      ],
      "description": "Null when the connection was dropped."
     },
     "fault": {
      "type": [
       "string",
       "null"
      ],
      "description": "The injected fault: `reset`, `empty` or `timeout` (status null), `malformed` or `slow-body` (the answer's status kept)."
     },
     "durationMs": {
      "type": "number"
     },
     "rules": {
      "type": "array",
      "description": "Ids of the failure rules that fired.",
      "items": {
       "type": "string"
      }
     },
     "injected": {
      "type": "array",
      "description": "Present when failures were injected into the answer; each names its kind (`error`, `rate-limit`, `latency`, a fault, `gone`), its source (`rule`, `prefer`, `clock`) and, for `error`, the status. A pact leaves out answers whose status was injected.",
      "items": {
       "type": "object",
       "required": [
        "kind",
        "source"
       ],
       "properties": {
        "kind": {
         "type": "string"
        },
        "source": {
         "type": "string",
         "enum": [
          "rule",
          "prefer",
          "clock"
         ]
        },
        "status": {
         "type": "integer"
        }
       }
      }
     },
     "response": {
      "description": "Null when the connection was dropped.",
      "oneOf": [
       {
        "type": "null"
       },
       {
        "type": "object",
        "additionalProperties": false,
        "required": [
         "headers",
         "body"
        ],
        "properties": {
         "headers": {
          "type": "object",
          "additionalProperties": {
           "type": "string"
          }
         },
         "body": {
          "type": [
           "string",
           "null"
          ],
          "description": "The JSON body sent (cut at 64 KiB); null for none or another kind."
         }
        }
       }
      ]
     },
     "upstream": {
      "description": "Set when the request was forwarded (proxy mode); null when answered here.",
      "oneOf": [
       {
        "type": "null"
       },
       {
        "type": "object",
        "additionalProperties": false,
        "required": [
         "status",
         "durationMs",
         "violations"
        ],
        "properties": {
         "status": {
          "type": [
           "integer",
           "null"
          ],
          "description": "The upstream's status; null when it gave none (unreachable, timed out)."
         },
         "durationMs": {
          "type": "number"
         },
         "violations": {
          "type": "array",
          "items": {
           "type": "object",
           "additionalProperties": false,
           "required": [
            "kind",
            "path",
            "rule"
           ],
           "properties": {
            "kind": {
             "type": "string",
             "enum": [
              "status",
              "content-type",
              "body",
              "header"
             ]
            },
            "path": {
             "type": "string",
             "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
             "example": "$.body[0].id"
            },
            "rule": {
             "type": "string",
             "example": "must be an integer"
            }
           }
          }
         }
        }
       }
      ]
     },
     "bodiesDropped": {
      "type": "boolean",
      "enum": [
       true
      ],
      "description": "Present when the journal's byte budget (--journal-bytes) dropped this entry's bodies to keep newer ones; `body` and `response.body` are then null, the rest is kept."
     }
    }
   },
   "Explanation": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "id",
     "decisions"
    ],
    "properties": {
     "id": {
      "type": "integer",
      "description": "The journal entry's id."
     },
     "decisions": {
      "type": "array",
      "description": "In the order they were taken; empty when nothing but the operation itself answered.",
      "items": {
       "description": "One decision and its facts; `kind` says which.",
       "oneOf": [
        {
         "description": "The server's Host check let the request through (a refused Host is not journaled).",
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "allowed",
          "rule"
         ],
         "properties": {
          "kind": {
           "const": "host"
          },
          "allowed": {
           "const": true
          },
          "rule": {
           "type": "string",
           "enum": [
            "no-host-header",
            "localhost",
            "ip-literal",
            "allowed-hosts"
           ]
          }
         }
        },
        {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "name",
          "created"
         ],
         "properties": {
          "kind": {
           "const": "sandbox"
          },
          "name": {
           "type": "string",
           "pattern": "^[A-Za-z0-9._-]{1,64}$"
          },
          "created": {
           "type": "boolean",
           "description": "Whether this request made the sandbox (its first use)."
          }
         }
        },
        {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "preflight",
          "origin",
          "allowed"
         ],
         "properties": {
          "kind": {
           "const": "cors"
          },
          "preflight": {
           "type": "boolean",
           "description": "Whether this was a preflight, answered before auth."
          },
          "origin": {
           "type": "string"
          },
          "allowed": {
           "type": "boolean",
           "description": "Whether the origin was granted (Access-Control-Allow-Origin sent)."
          }
         }
        },
        {
         "description": "The API key was refused. The key itself is never shown.",
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "refused"
         ],
         "properties": {
          "kind": {
           "const": "auth"
          },
          "refused": {
           "type": "string",
           "enum": [
            "missing",
            "malformed",
            "unknown-key"
           ]
          }
         }
        },
        {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "in",
          "pointer",
          "keyword"
         ],
         "properties": {
          "kind": {
           "const": "validation"
          },
          "in": {
           "type": "string",
           "enum": [
            "query",
            "path",
            "body"
           ]
          },
          "pointer": {
           "type": "string",
           "description": "A JSON pointer into the query, the path parameters or the body.",
           "example": "/limit"
          },
          "keyword": {
           "type": "string",
           "description": "The JSON Schema keyword that failed.",
           "example": "maximum"
          }
         }
        },
        {
         "description": "A failure rule, or the request's `Prefer` header, that fired.",
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "source",
          "rule",
          "definition",
          "fired",
          "times",
          "latencyMs",
          "status",
          "fault"
         ],
         "properties": {
          "kind": {
           "const": "failure"
          },
          "source": {
           "type": "string",
           "enum": [
            "rule",
            "prefer"
           ]
          },
          "rule": {
           "type": "string",
           "description": "The rule's id (`prefer` for the header)."
          },
          "definition": {
           "type": "object",
           "description": "The rule as it was when it fired, without its id.",
           "properties": {
            "id": {
             "type": "string",
             "minLength": 1
            },
            "operationId": {
             "type": "string",
             "minLength": 1,
             "description": "An operationId of the spec, e.g. listPets."
            },
            "method": {
             "type": "string",
             "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
             "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
            },
            "path": {
             "type": "string",
             "pattern": "^/",
             "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
            },
            "status": {
             "type": "integer",
             "minimum": 400,
             "maximum": 599,
             "description": "Effect: an error response with this status."
            },
            "code": {
             "type": "string",
             "minLength": 1,
             "description": "Error body code; defaults by status."
            },
            "message": {
             "type": "string",
             "description": "Error body message."
            },
            "retryAfter": {
             "type": [
              "integer",
              "null"
             ],
             "minimum": 0,
             "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
            },
            "latency": {
             "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
             "anyOf": [
              {
               "type": "integer",
               "minimum": 0
              },
              {
               "type": "array",
               "prefixItems": [
                {
                 "type": "integer",
                 "minimum": 0
                },
                {
                 "type": "integer",
                 "minimum": 0
                }
               ],
               "items": false,
               "minItems": 2
              }
             ]
            },
            "fault": {
             "enum": [
              "reset",
              "empty",
              "timeout",
              "malformed",
              "slow-body"
             ],
             "description": "Effect: a network fault."
            },
            "durationMs": {
             "type": "integer",
             "minimum": 0,
             "description": "How long a timeout or slow-body lasts, in ms."
            },
            "rateLimit": {
             "type": "object",
             "description": "Effect: at most limit requests per windowMs per API key, then 429.",
             "required": [
              "limit",
              "windowMs"
             ],
             "additionalProperties": false,
             "properties": {
              "limit": {
               "type": "integer",
               "minimum": 1
              },
              "windowMs": {
               "type": "integer",
               "minimum": 1
              }
             }
            },
            "probability": {
             "type": "number",
             "minimum": 0,
             "maximum": 1,
             "description": "Chance that a matching request is affected."
            },
            "times": {
             "type": "integer",
             "minimum": 1,
             "description": "Affect this many requests, then expire."
            },
            "after": {
             "type": "integer",
             "minimum": 0,
             "description": "Let the first N matching requests through untouched."
            }
           },
           "allOf": [
            {
             "description": "a rule with at least one effect: status, latency, fault or rateLimit",
             "anyOf": [
              {
               "required": [
                "status"
               ]
              },
              {
               "required": [
                "latency"
               ]
              },
              {
               "required": [
                "fault"
               ]
              },
              {
               "required": [
                "rateLimit"
               ]
              }
             ]
            },
            {
             "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
             "not": {
              "anyOf": [
               {
                "required": [
                 "status",
                 "fault"
                ]
               },
               {
                "required": [
                 "status",
                 "rateLimit"
                ]
               },
               {
                "required": [
                 "fault",
                 "rateLimit"
                ]
               }
              ]
             }
            }
           ],
           "unevaluatedProperties": false
          },
          "prefer": {
           "type": "string",
           "description": "The `Prefer` header, when the source is the request."
          },
          "fired": {
           "type": "integer",
           "description": "How many times the rule had fired, this one included."
          },
          "times": {
           "type": [
            "integer",
            "null"
           ],
           "description": "How many times it may fire; null when unbounded."
          },
          "latencyMs": {
           "type": "number",
           "description": "The latency it added, in ms."
          },
          "status": {
           "type": [
            "integer",
            "null"
           ],
           "description": "The error status it answered with; null when it did not decide the answer so."
          },
          "fault": {
           "type": [
            "string",
            "null"
           ],
           "description": "The network fault it injected, if any."
          }
         }
        },
        {
         "description": "Past the operation's sunset on the mock's clock, so 410.",
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "now",
          "sunset"
         ],
         "properties": {
          "kind": {
           "const": "clock"
          },
          "now": {
           "type": "string",
           "format": "date-time"
          },
          "sunset": {
           "type": "string",
           "format": "date-time"
          }
         }
        },
        {
         "description": "The timed world's events applied just before the answer (its catch-up to the clock's time); only when it applied some.",
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "events",
          "fromSeq",
          "toSeq"
         ],
         "properties": {
          "kind": {
           "const": "world"
          },
          "events": {
           "type": "integer",
           "minimum": 1,
           "description": "How many events were applied."
          },
          "fromSeq": {
           "type": "integer",
           "description": "The seq of the first (as in `GET /__admin/world/events`)."
          },
          "toSeq": {
           "type": "integer",
           "description": "The seq of the last."
          }
         }
        },
        {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "petId",
          "found"
         ],
         "properties": {
          "kind": {
           "const": "store"
          },
          "petId": {
           "type": "integer"
          },
          "found": {
           "type": "boolean"
          },
          "reason": {
           "type": "string",
           "description": "Why it was not found: `departed` (the timed world's departures removed it), `above` (the\nid is at or past the next id), `never-created` (any other id). More reasons may come:\nread unknown ones as \"not found\".\n",
           "example": "above"
          },
          "nextId": {
           "type": "integer",
           "description": "The id the next created pet gets, when it was not found."
          }
         }
        },
        {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "forwarded"
         ],
         "properties": {
          "kind": {
           "const": "proxy"
          },
          "forwarded": {
           "type": "boolean",
           "description": "Whether the upstream answered it (false, in proxy mode, for an operation answered here)."
          },
          "upstreamStatus": {
           "type": [
            "integer",
            "null"
           ],
           "description": "The upstream's status; null when it gave no answer."
          },
          "violations": {
           "type": "array",
           "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
             "kind",
             "path",
             "rule"
            ],
            "properties": {
             "kind": {
              "type": "string",
              "enum": [
               "status",
               "content-type",
               "body",
               "header"
              ]
             },
             "path": {
              "type": "string",
              "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
              "example": "$.body[0].id"
             },
             "rule": {
              "type": "string",
              "example": "must be an integer"
             }
            }
           }
          }
         }
        }
       ]
      }
     }
    }
   },
   "Decision": {
    "description": "One decision and its facts; `kind` says which.",
    "oneOf": [
     {
      "description": "The server's Host check let the request through (a refused Host is not journaled).",
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "allowed",
       "rule"
      ],
      "properties": {
       "kind": {
        "const": "host"
       },
       "allowed": {
        "const": true
       },
       "rule": {
        "type": "string",
        "enum": [
         "no-host-header",
         "localhost",
         "ip-literal",
         "allowed-hosts"
        ]
       }
      }
     },
     {
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "name",
       "created"
      ],
      "properties": {
       "kind": {
        "const": "sandbox"
       },
       "name": {
        "type": "string",
        "pattern": "^[A-Za-z0-9._-]{1,64}$"
       },
       "created": {
        "type": "boolean",
        "description": "Whether this request made the sandbox (its first use)."
       }
      }
     },
     {
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "preflight",
       "origin",
       "allowed"
      ],
      "properties": {
       "kind": {
        "const": "cors"
       },
       "preflight": {
        "type": "boolean",
        "description": "Whether this was a preflight, answered before auth."
       },
       "origin": {
        "type": "string"
       },
       "allowed": {
        "type": "boolean",
        "description": "Whether the origin was granted (Access-Control-Allow-Origin sent)."
       }
      }
     },
     {
      "description": "The API key was refused. The key itself is never shown.",
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "refused"
      ],
      "properties": {
       "kind": {
        "const": "auth"
       },
       "refused": {
        "type": "string",
        "enum": [
         "missing",
         "malformed",
         "unknown-key"
        ]
       }
      }
     },
     {
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "in",
       "pointer",
       "keyword"
      ],
      "properties": {
       "kind": {
        "const": "validation"
       },
       "in": {
        "type": "string",
        "enum": [
         "query",
         "path",
         "body"
        ]
       },
       "pointer": {
        "type": "string",
        "description": "A JSON pointer into the query, the path parameters or the body.",
        "example": "/limit"
       },
       "keyword": {
        "type": "string",
        "description": "The JSON Schema keyword that failed.",
        "example": "maximum"
       }
      }
     },
     {
      "description": "A failure rule, or the request's `Prefer` header, that fired.",
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "source",
       "rule",
       "definition",
       "fired",
       "times",
       "latencyMs",
       "status",
       "fault"
      ],
      "properties": {
       "kind": {
        "const": "failure"
       },
       "source": {
        "type": "string",
        "enum": [
         "rule",
         "prefer"
        ]
       },
       "rule": {
        "type": "string",
        "description": "The rule's id (`prefer` for the header)."
       },
       "definition": {
        "type": "object",
        "description": "The rule as it was when it fired, without its id.",
        "properties": {
         "id": {
          "type": "string",
          "minLength": 1
         },
         "operationId": {
          "type": "string",
          "minLength": 1,
          "description": "An operationId of the spec, e.g. listPets."
         },
         "method": {
          "type": "string",
          "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
          "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
         },
         "path": {
          "type": "string",
          "pattern": "^/",
          "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
         },
         "status": {
          "type": "integer",
          "minimum": 400,
          "maximum": 599,
          "description": "Effect: an error response with this status."
         },
         "code": {
          "type": "string",
          "minLength": 1,
          "description": "Error body code; defaults by status."
         },
         "message": {
          "type": "string",
          "description": "Error body message."
         },
         "retryAfter": {
          "type": [
           "integer",
           "null"
          ],
          "minimum": 0,
          "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
         },
         "latency": {
          "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
          "anyOf": [
           {
            "type": "integer",
            "minimum": 0
           },
           {
            "type": "array",
            "prefixItems": [
             {
              "type": "integer",
              "minimum": 0
             },
             {
              "type": "integer",
              "minimum": 0
             }
            ],
            "items": false,
            "minItems": 2
           }
          ]
         },
         "fault": {
          "enum": [
           "reset",
           "empty",
           "timeout",
           "malformed",
           "slow-body"
          ],
          "description": "Effect: a network fault."
         },
         "durationMs": {
          "type": "integer",
          "minimum": 0,
          "description": "How long a timeout or slow-body lasts, in ms."
         },
         "rateLimit": {
          "type": "object",
          "description": "Effect: at most limit requests per windowMs per API key, then 429.",
          "required": [
           "limit",
           "windowMs"
          ],
          "additionalProperties": false,
          "properties": {
           "limit": {
            "type": "integer",
            "minimum": 1
           },
           "windowMs": {
            "type": "integer",
            "minimum": 1
           }
          }
         },
         "probability": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "Chance that a matching request is affected."
         },
         "times": {
          "type": "integer",
          "minimum": 1,
          "description": "Affect this many requests, then expire."
         },
         "after": {
          "type": "integer",
          "minimum": 0,
          "description": "Let the first N matching requests through untouched."
         }
        },
        "allOf": [
         {
          "description": "a rule with at least one effect: status, latency, fault or rateLimit",
          "anyOf": [
           {
            "required": [
             "status"
            ]
           },
           {
            "required": [
             "latency"
            ]
           },
           {
            "required": [
             "fault"
            ]
           },
           {
            "required": [
             "rateLimit"
            ]
           }
          ]
         },
         {
          "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
          "not": {
           "anyOf": [
            {
             "required": [
              "status",
              "fault"
             ]
            },
            {
             "required": [
              "status",
              "rateLimit"
             ]
            },
            {
             "required": [
              "fault",
              "rateLimit"
             ]
            }
           ]
          }
         }
        ],
        "unevaluatedProperties": false
       },
       "prefer": {
        "type": "string",
        "description": "The `Prefer` header, when the source is the request."
       },
       "fired": {
        "type": "integer",
        "description": "How many times the rule had fired, this one included."
       },
       "times": {
        "type": [
         "integer",
         "null"
        ],
        "description": "How many times it may fire; null when unbounded."
       },
       "latencyMs": {
        "type": "number",
        "description": "The latency it added, in ms."
       },
       "status": {
        "type": [
         "integer",
         "null"
        ],
        "description": "The error status it answered with; null when it did not decide the answer so."
       },
       "fault": {
        "type": [
         "string",
         "null"
        ],
        "description": "The network fault it injected, if any."
       }
      }
     },
     {
      "description": "Past the operation's sunset on the mock's clock, so 410.",
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "now",
       "sunset"
      ],
      "properties": {
       "kind": {
        "const": "clock"
       },
       "now": {
        "type": "string",
        "format": "date-time"
       },
       "sunset": {
        "type": "string",
        "format": "date-time"
       }
      }
     },
     {
      "description": "The timed world's events applied just before the answer (its catch-up to the clock's time); only when it applied some.",
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "events",
       "fromSeq",
       "toSeq"
      ],
      "properties": {
       "kind": {
        "const": "world"
       },
       "events": {
        "type": "integer",
        "minimum": 1,
        "description": "How many events were applied."
       },
       "fromSeq": {
        "type": "integer",
        "description": "The seq of the first (as in `GET /__admin/world/events`)."
       },
       "toSeq": {
        "type": "integer",
        "description": "The seq of the last."
       }
      }
     },
     {
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "petId",
       "found"
      ],
      "properties": {
       "kind": {
        "const": "store"
       },
       "petId": {
        "type": "integer"
       },
       "found": {
        "type": "boolean"
       },
       "reason": {
        "type": "string",
        "description": "Why it was not found: `departed` (the timed world's departures removed it), `above` (the\nid is at or past the next id), `never-created` (any other id). More reasons may come:\nread unknown ones as \"not found\".\n",
        "example": "above"
       },
       "nextId": {
        "type": "integer",
        "description": "The id the next created pet gets, when it was not found."
       }
      }
     },
     {
      "type": "object",
      "additionalProperties": false,
      "required": [
       "kind",
       "forwarded"
      ],
      "properties": {
       "kind": {
        "const": "proxy"
       },
       "forwarded": {
        "type": "boolean",
        "description": "Whether the upstream answered it (false, in proxy mode, for an operation answered here)."
       },
       "upstreamStatus": {
        "type": [
         "integer",
         "null"
        ],
        "description": "The upstream's status; null when it gave no answer."
       },
       "violations": {
        "type": "array",
        "items": {
         "type": "object",
         "additionalProperties": false,
         "required": [
          "kind",
          "path",
          "rule"
         ],
         "properties": {
          "kind": {
           "type": "string",
           "enum": [
            "status",
            "content-type",
            "body",
            "header"
           ]
          },
          "path": {
           "type": "string",
           "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
           "example": "$.body[0].id"
          },
          "rule": {
           "type": "string",
           "example": "must be an integer"
          }
         }
        }
       }
      }
     }
    ]
   },
   "HostDecision": {
    "description": "The server's Host check let the request through (a refused Host is not journaled).",
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "allowed",
     "rule"
    ],
    "properties": {
     "kind": {
      "const": "host"
     },
     "allowed": {
      "const": true
     },
     "rule": {
      "type": "string",
      "enum": [
       "no-host-header",
       "localhost",
       "ip-literal",
       "allowed-hosts"
      ]
     }
    }
   },
   "SandboxDecision": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "name",
     "created"
    ],
    "properties": {
     "kind": {
      "const": "sandbox"
     },
     "name": {
      "type": "string",
      "pattern": "^[A-Za-z0-9._-]{1,64}$"
     },
     "created": {
      "type": "boolean",
      "description": "Whether this request made the sandbox (its first use)."
     }
    }
   },
   "CorsDecision": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "preflight",
     "origin",
     "allowed"
    ],
    "properties": {
     "kind": {
      "const": "cors"
     },
     "preflight": {
      "type": "boolean",
      "description": "Whether this was a preflight, answered before auth."
     },
     "origin": {
      "type": "string"
     },
     "allowed": {
      "type": "boolean",
      "description": "Whether the origin was granted (Access-Control-Allow-Origin sent)."
     }
    }
   },
   "AuthDecision": {
    "description": "The API key was refused. The key itself is never shown.",
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "refused"
    ],
    "properties": {
     "kind": {
      "const": "auth"
     },
     "refused": {
      "type": "string",
      "enum": [
       "missing",
       "malformed",
       "unknown-key"
      ]
     }
    }
   },
   "ValidationDecision": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "in",
     "pointer",
     "keyword"
    ],
    "properties": {
     "kind": {
      "const": "validation"
     },
     "in": {
      "type": "string",
      "enum": [
       "query",
       "path",
       "body"
      ]
     },
     "pointer": {
      "type": "string",
      "description": "A JSON pointer into the query, the path parameters or the body.",
      "example": "/limit"
     },
     "keyword": {
      "type": "string",
      "description": "The JSON Schema keyword that failed.",
      "example": "maximum"
     }
    }
   },
   "FailureDecision": {
    "description": "A failure rule, or the request's `Prefer` header, that fired.",
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "source",
     "rule",
     "definition",
     "fired",
     "times",
     "latencyMs",
     "status",
     "fault"
    ],
    "properties": {
     "kind": {
      "const": "failure"
     },
     "source": {
      "type": "string",
      "enum": [
       "rule",
       "prefer"
      ]
     },
     "rule": {
      "type": "string",
      "description": "The rule's id (`prefer` for the header)."
     },
     "definition": {
      "type": "object",
      "description": "The rule as it was when it fired, without its id.",
      "properties": {
       "id": {
        "type": "string",
        "minLength": 1
       },
       "operationId": {
        "type": "string",
        "minLength": 1,
        "description": "An operationId of the spec, e.g. listPets."
       },
       "method": {
        "type": "string",
        "pattern": "^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Pp][Aa][Tt][Cc][Hh]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$",
        "description": "an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case"
       },
       "path": {
        "type": "string",
        "pattern": "^/",
        "description": "a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*)"
       },
       "status": {
        "type": "integer",
        "minimum": 400,
        "maximum": 599,
        "description": "Effect: an error response with this status."
       },
       "code": {
        "type": "string",
        "minLength": 1,
        "description": "Error body code; defaults by status."
       },
       "message": {
        "type": "string",
        "description": "Error body message."
       },
       "retryAfter": {
        "type": [
         "integer",
         "null"
        ],
        "minimum": 0,
        "description": "Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After."
       },
       "latency": {
        "description": "an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range",
        "anyOf": [
         {
          "type": "integer",
          "minimum": 0
         },
         {
          "type": "array",
          "prefixItems": [
           {
            "type": "integer",
            "minimum": 0
           },
           {
            "type": "integer",
            "minimum": 0
           }
          ],
          "items": false,
          "minItems": 2
         }
        ]
       },
       "fault": {
        "enum": [
         "reset",
         "empty",
         "timeout",
         "malformed",
         "slow-body"
        ],
        "description": "Effect: a network fault."
       },
       "durationMs": {
        "type": "integer",
        "minimum": 0,
        "description": "How long a timeout or slow-body lasts, in ms."
       },
       "rateLimit": {
        "type": "object",
        "description": "Effect: at most limit requests per windowMs per API key, then 429.",
        "required": [
         "limit",
         "windowMs"
        ],
        "additionalProperties": false,
        "properties": {
         "limit": {
          "type": "integer",
          "minimum": 1
         },
         "windowMs": {
          "type": "integer",
          "minimum": 1
         }
        }
       },
       "probability": {
        "type": "number",
        "minimum": 0,
        "maximum": 1,
        "description": "Chance that a matching request is affected."
       },
       "times": {
        "type": "integer",
        "minimum": 1,
        "description": "Affect this many requests, then expire."
       },
       "after": {
        "type": "integer",
        "minimum": 0,
        "description": "Let the first N matching requests through untouched."
       }
      },
      "allOf": [
       {
        "description": "a rule with at least one effect: status, latency, fault or rateLimit",
        "anyOf": [
         {
          "required": [
           "status"
          ]
         },
         {
          "required": [
           "latency"
          ]
         },
         {
          "required": [
           "fault"
          ]
         },
         {
          "required": [
           "rateLimit"
          ]
         }
        ]
       },
       {
        "description": "a rule with at most one of status, fault and rateLimit (latency may go with status or fault)",
        "not": {
         "anyOf": [
          {
           "required": [
            "status",
            "fault"
           ]
          },
          {
           "required": [
            "status",
            "rateLimit"
           ]
          },
          {
           "required": [
            "fault",
            "rateLimit"
           ]
          }
         ]
        }
       }
      ],
      "unevaluatedProperties": false
     },
     "prefer": {
      "type": "string",
      "description": "The `Prefer` header, when the source is the request."
     },
     "fired": {
      "type": "integer",
      "description": "How many times the rule had fired, this one included."
     },
     "times": {
      "type": [
       "integer",
       "null"
      ],
      "description": "How many times it may fire; null when unbounded."
     },
     "latencyMs": {
      "type": "number",
      "description": "The latency it added, in ms."
     },
     "status": {
      "type": [
       "integer",
       "null"
      ],
      "description": "The error status it answered with; null when it did not decide the answer so."
     },
     "fault": {
      "type": [
       "string",
       "null"
      ],
      "description": "The network fault it injected, if any."
     }
    }
   },
   "ClockDecision": {
    "description": "Past the operation's sunset on the mock's clock, so 410.",
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "now",
     "sunset"
    ],
    "properties": {
     "kind": {
      "const": "clock"
     },
     "now": {
      "type": "string",
      "format": "date-time"
     },
     "sunset": {
      "type": "string",
      "format": "date-time"
     }
    }
   },
   "WorldDecision": {
    "description": "The timed world's events applied just before the answer (its catch-up to the clock's time); only when it applied some.",
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "events",
     "fromSeq",
     "toSeq"
    ],
    "properties": {
     "kind": {
      "const": "world"
     },
     "events": {
      "type": "integer",
      "minimum": 1,
      "description": "How many events were applied."
     },
     "fromSeq": {
      "type": "integer",
      "description": "The seq of the first (as in `GET /__admin/world/events`)."
     },
     "toSeq": {
      "type": "integer",
      "description": "The seq of the last."
     }
    }
   },
   "StoreDecision": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "petId",
     "found"
    ],
    "properties": {
     "kind": {
      "const": "store"
     },
     "petId": {
      "type": "integer"
     },
     "found": {
      "type": "boolean"
     },
     "reason": {
      "type": "string",
      "description": "Why it was not found: `departed` (the timed world's departures removed it), `above` (the\nid is at or past the next id), `never-created` (any other id). More reasons may come:\nread unknown ones as \"not found\".\n",
      "example": "above"
     },
     "nextId": {
      "type": "integer",
      "description": "The id the next created pet gets, when it was not found."
     }
    }
   },
   "ProxyDecision": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "kind",
     "forwarded"
    ],
    "properties": {
     "kind": {
      "const": "proxy"
     },
     "forwarded": {
      "type": "boolean",
      "description": "Whether the upstream answered it (false, in proxy mode, for an operation answered here)."
     },
     "upstreamStatus": {
      "type": [
       "integer",
       "null"
      ],
      "description": "The upstream's status; null when it gave no answer."
     },
     "violations": {
      "type": "array",
      "items": {
       "type": "object",
       "additionalProperties": false,
       "required": [
        "kind",
        "path",
        "rule"
       ],
       "properties": {
        "kind": {
         "type": "string",
         "enum": [
          "status",
          "content-type",
          "body",
          "header"
         ]
        },
        "path": {
         "type": "string",
         "description": "A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.",
         "example": "$.body[0].id"
        },
        "rule": {
         "type": "string",
         "example": "must be an integer"
        }
       }
      }
     }
    }
   },
   "StoreSummary": {
    "type": "object",
    "additionalProperties": false,
    "required": [
     "pets",
     "byStatus",
     "storage"
    ],
    "properties": {
     "pets": {
      "type": "integer"
     },
     "byStatus": {
      "type": "object",
      "required": [
       "available",
       "pending",
       "sold",
       "none"
      ],
      "additionalProperties": false,
      "properties": {
       "available": {
        "type": "integer"
       },
       "pending": {
        "type": "integer"
       },
       "sold": {
        "type": "integer"
       },
       "none": {
        "type": "integer",
        "description": "Pets without a status."
       }
      }
     },
     "storage": {
      "oneOf": [
       {
        "type": "object",
        "additionalProperties": false,
        "required": [
         "kind",
         "path",
         "bytes",
         "lock",
         "log",
         "fsync",
         "lastReload",
         "problem"
        ],
        "properties": {
         "kind": {
          "const": "file"
         },
         "path": {
          "type": "string",
          "description": "The real path of the JSON db file."
         },
         "bytes": {
          "type": [
           "integer",
           "null"
          ],
          "description": "Null while the file does not exist yet."
         },
         "lock": {
          "type": "object",
          "additionalProperties": false,
          "description": "The OS lock that makes this server the file's one writer.",
          "required": [
           "path",
           "pid"
          ],
          "properties": {
           "path": {
            "type": "string"
           },
           "pid": {
            "type": "integer"
           }
          }
         },
         "log": {
          "type": "object",
          "additionalProperties": false,
          "description": "Creates durable in the append log beside the file, not yet compacted into it.",
          "required": [
           "path",
           "bytes",
           "pets"
          ],
          "properties": {
           "path": {
            "type": "string"
           },
           "bytes": {
            "type": "integer"
           },
           "pets": {
            "type": "integer"
           }
          }
         },
         "fsync": {
          "type": "boolean",
          "description": "Whether a write is acknowledged only once it reached the disk (--fsync)."
         },
         "lastReload": {
          "description": "The last hand edit of the file that was loaded; null when none was.",
          "oneOf": [
           {
            "type": "null"
           },
           {
            "type": "object",
            "additionalProperties": false,
            "required": [
             "at",
             "pets"
            ],
            "properties": {
             "at": {
              "type": "string",
              "format": "date-time"
             },
             "pets": {
              "type": "integer"
             }
            }
           }
          ]
         },
         "problem": {
          "type": [
           "string",
           "null"
          ],
          "description": "Why creates are refused (a hand edit that cannot be used); null when they are not."
         }
        }
       },
       {
        "type": "object",
        "additionalProperties": false,
        "required": [
         "kind"
        ],
        "properties": {
         "kind": {
          "const": "memory"
         }
        }
       }
      ]
     }
    }
   }
  }
 }
};
