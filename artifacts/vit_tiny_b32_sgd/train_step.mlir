module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v426: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v427: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v428: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v430: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v431: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v433: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v434: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v435: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v436: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v438: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v439: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v441: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v521: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v522: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v523: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v525: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v526: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v528: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v529: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v530: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v531: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v533: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v534: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v536: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v616: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v617: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v618: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v620: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v621: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v623: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v624: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v625: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v626: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v628: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v629: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v631: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v711: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v712: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v713: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v715: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v716: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v718: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v719: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v720: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v721: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v723: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v724: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v726: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v806: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v808: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v810: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v811: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v813: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v814: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v815: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v816: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v818: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v819: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v821: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v901: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v902: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v903: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v905: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v906: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v908: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v909: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v910: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v911: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v913: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v914: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v916: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v996: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v997: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v998: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v1000: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v1001: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v1003: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v1004: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v1005: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v1006: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v1008: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v1009: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v1011: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v1091: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v1092: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v1093: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v1095: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v1096: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v1098: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v1099: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v1100: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v1101: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v1103: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v1104: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v1106: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1186: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1187: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1188: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1190: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1191: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1193: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1194: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1195: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1196: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1198: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1199: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1201: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1281: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1282: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1283: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1285: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1286: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1288: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1289: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1290: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1291: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1293: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1294: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1296: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1376: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1377: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1378: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1380: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1381: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1383: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1384: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1385: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1386: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1388: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1389: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1391: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1471: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1472: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1473: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1475: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1476: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1478: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1479: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1480: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1481: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1483: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1484: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1486: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1566: tensor<192xf32> {vjp.name = "norm.weight"}, %v1567: tensor<192xf32> {vjp.name = "norm.bias"}, %v1717: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1719: tensor<10xf32> {vjp.name = "head.bias"}, %v1723: tensor<32xf32> {vjp.name = "labels"}, %v4639: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %v4640: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %v4641: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %v4642: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %v4643: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %v4644: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %v4645: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %v4646: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %v4647: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %v4648: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %v4649: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %v4650: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %v4651: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %v4652: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %v4653: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %v4654: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %v4655: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %v4656: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %v4657: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %v4658: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %v4659: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %v4660: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %v4661: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %v4662: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %v4663: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %v4664: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %v4665: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %v4666: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %v4667: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %v4668: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %v4669: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %v4670: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %v4671: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %v4672: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %v4673: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %v4674: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %v4675: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %v4676: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %v4677: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %v4678: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %v4679: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %v4680: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %v4681: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %v4682: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %v4683: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %v4684: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %v4685: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %v4686: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %v4687: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %v4688: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %v4689: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %v4690: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %v4691: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %v4692: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %v4693: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %v4694: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %v4695: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %v4696: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %v4697: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %v4698: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %v4699: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %v4700: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %v4701: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %v4702: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %v4703: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %v4704: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %v4705: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %v4706: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %v4707: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %v4708: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %v4709: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %v4710: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %v4711: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %v4712: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %v4713: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %v4714: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %v4715: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %v4716: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %v4717: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %v4718: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %v4719: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %v4720: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %v4721: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %v4722: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %v4723: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %v4724: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %v4725: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %v4726: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %v4727: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %v4728: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %v4729: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %v4730: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %v4731: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %v4732: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %v4733: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %v4734: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %v4735: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %v4736: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %v4737: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %v4738: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %v4739: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %v4740: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %v4741: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %v4742: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %v4743: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %v4744: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %v4745: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %v4746: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %v4747: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %v4748: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %v4749: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %v4750: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %v4751: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %v4752: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %v4753: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %v4754: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %v4755: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %v4756: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %v4757: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %v4758: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %v4759: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %v4760: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %v4761: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %v4762: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %v4763: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %v4764: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %v4765: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %v4766: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %v4767: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %v4768: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %v4769: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %v4770: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %v4771: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %v4772: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %v4773: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %v4774: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %v4775: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %v4776: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %v4777: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %v4778: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %v4779: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %v4780: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %v4781: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %v4782: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %v4783: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %v4784: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %v4785: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %v4786: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %v4787: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %v4788: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %v4789: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %v4790: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %v4791: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
    %v1 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v2 = stablehlo.reshape %v1 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v4 = stablehlo.reshape %v3 : (tensor<192x3x16x16xf32>) -> tensor<192x768xf32>
    %v6 = stablehlo.reshape %v2 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v7 = stablehlo.transpose %v6, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v8 = stablehlo.reshape %v7 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v9 = stablehlo.dot_general %v8, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v10 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v11 = stablehlo.add %v9, %v10 : tensor<196x192xf32>
    %v13 = stablehlo.reshape %v12 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %v15 = stablehlo.reshape %v14 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %c1 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v16 = "stablehlo.pad"(%v11, %c1) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c2 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v17 = "stablehlo.pad"(%v13, %c2) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v18 = stablehlo.add %v16, %v17 : tensor<197x192xf32>
    %v19 = stablehlo.add %v18, %v15 : tensor<197x192xf32>
    %v20 = stablehlo.reshape %v19 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v21 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v22 = stablehlo.reshape %v21 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v23 = stablehlo.reshape %v22 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v24 = stablehlo.transpose %v23, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v25 = stablehlo.reshape %v24 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v26 = stablehlo.dot_general %v25, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v27 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v28 = stablehlo.add %v26, %v27 : tensor<196x192xf32>
    %c3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v29 = "stablehlo.pad"(%v28, %c3) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c4 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v30 = "stablehlo.pad"(%v13, %c4) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v31 = stablehlo.add %v29, %v30 : tensor<197x192xf32>
    %v32 = stablehlo.add %v31, %v15 : tensor<197x192xf32>
    %v33 = stablehlo.reshape %v32 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v34 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 2, 0, 0, 0>, limit_indices = array<i64: 3, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v35 = stablehlo.reshape %v34 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v36 = stablehlo.reshape %v35 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v37 = stablehlo.transpose %v36, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v38 = stablehlo.reshape %v37 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v39 = stablehlo.dot_general %v38, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v40 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v41 = stablehlo.add %v39, %v40 : tensor<196x192xf32>
    %c5 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v42 = "stablehlo.pad"(%v41, %c5) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c6 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v43 = "stablehlo.pad"(%v13, %c6) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v44 = stablehlo.add %v42, %v43 : tensor<197x192xf32>
    %v45 = stablehlo.add %v44, %v15 : tensor<197x192xf32>
    %v46 = stablehlo.reshape %v45 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v47 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 3, 0, 0, 0>, limit_indices = array<i64: 4, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v48 = stablehlo.reshape %v47 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v49 = stablehlo.reshape %v48 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v50 = stablehlo.transpose %v49, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v51 = stablehlo.reshape %v50 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v52 = stablehlo.dot_general %v51, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v53 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v54 = stablehlo.add %v52, %v53 : tensor<196x192xf32>
    %c7 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v55 = "stablehlo.pad"(%v54, %c7) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c8 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v56 = "stablehlo.pad"(%v13, %c8) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v57 = stablehlo.add %v55, %v56 : tensor<197x192xf32>
    %v58 = stablehlo.add %v57, %v15 : tensor<197x192xf32>
    %v59 = stablehlo.reshape %v58 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v60 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 5, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v61 = stablehlo.reshape %v60 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v62 = stablehlo.reshape %v61 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v63 = stablehlo.transpose %v62, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v64 = stablehlo.reshape %v63 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v65 = stablehlo.dot_general %v64, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v66 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v67 = stablehlo.add %v65, %v66 : tensor<196x192xf32>
    %c9 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v68 = "stablehlo.pad"(%v67, %c9) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c10 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v69 = "stablehlo.pad"(%v13, %c10) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v70 = stablehlo.add %v68, %v69 : tensor<197x192xf32>
    %v71 = stablehlo.add %v70, %v15 : tensor<197x192xf32>
    %v72 = stablehlo.reshape %v71 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v73 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 5, 0, 0, 0>, limit_indices = array<i64: 6, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v74 = stablehlo.reshape %v73 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v75 = stablehlo.reshape %v74 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v76 = stablehlo.transpose %v75, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v77 = stablehlo.reshape %v76 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v78 = stablehlo.dot_general %v77, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v79 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v80 = stablehlo.add %v78, %v79 : tensor<196x192xf32>
    %c11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v81 = "stablehlo.pad"(%v80, %c11) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c12 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v82 = "stablehlo.pad"(%v13, %c12) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v83 = stablehlo.add %v81, %v82 : tensor<197x192xf32>
    %v84 = stablehlo.add %v83, %v15 : tensor<197x192xf32>
    %v85 = stablehlo.reshape %v84 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v86 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 6, 0, 0, 0>, limit_indices = array<i64: 7, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v87 = stablehlo.reshape %v86 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v88 = stablehlo.reshape %v87 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v89 = stablehlo.transpose %v88, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v90 = stablehlo.reshape %v89 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v91 = stablehlo.dot_general %v90, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v92 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v93 = stablehlo.add %v91, %v92 : tensor<196x192xf32>
    %c13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.pad"(%v93, %c13) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c14 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v95 = "stablehlo.pad"(%v13, %c14) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v96 = stablehlo.add %v94, %v95 : tensor<197x192xf32>
    %v97 = stablehlo.add %v96, %v15 : tensor<197x192xf32>
    %v98 = stablehlo.reshape %v97 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v99 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 7, 0, 0, 0>, limit_indices = array<i64: 8, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v100 = stablehlo.reshape %v99 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v101 = stablehlo.reshape %v100 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v102 = stablehlo.transpose %v101, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v103 = stablehlo.reshape %v102 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v104 = stablehlo.dot_general %v103, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v105 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v106 = stablehlo.add %v104, %v105 : tensor<196x192xf32>
    %c15 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v107 = "stablehlo.pad"(%v106, %c15) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c16 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v108 = "stablehlo.pad"(%v13, %c16) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v109 = stablehlo.add %v107, %v108 : tensor<197x192xf32>
    %v110 = stablehlo.add %v109, %v15 : tensor<197x192xf32>
    %v111 = stablehlo.reshape %v110 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v112 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 9, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v113 = stablehlo.reshape %v112 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v114 = stablehlo.reshape %v113 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v115 = stablehlo.transpose %v114, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v116 = stablehlo.reshape %v115 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v117 = stablehlo.dot_general %v116, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v118 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v119 = stablehlo.add %v117, %v118 : tensor<196x192xf32>
    %c17 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v120 = "stablehlo.pad"(%v119, %c17) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v121 = "stablehlo.pad"(%v13, %c18) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v122 = stablehlo.add %v120, %v121 : tensor<197x192xf32>
    %v123 = stablehlo.add %v122, %v15 : tensor<197x192xf32>
    %v124 = stablehlo.reshape %v123 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v125 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 9, 0, 0, 0>, limit_indices = array<i64: 10, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v126 = stablehlo.reshape %v125 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v127 = stablehlo.reshape %v126 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v128 = stablehlo.transpose %v127, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v129 = stablehlo.reshape %v128 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v130 = stablehlo.dot_general %v129, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v131 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v132 = stablehlo.add %v130, %v131 : tensor<196x192xf32>
    %c19 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v133 = "stablehlo.pad"(%v132, %c19) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v134 = "stablehlo.pad"(%v13, %c20) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v135 = stablehlo.add %v133, %v134 : tensor<197x192xf32>
    %v136 = stablehlo.add %v135, %v15 : tensor<197x192xf32>
    %v137 = stablehlo.reshape %v136 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v138 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 10, 0, 0, 0>, limit_indices = array<i64: 11, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v139 = stablehlo.reshape %v138 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v140 = stablehlo.reshape %v139 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v141 = stablehlo.transpose %v140, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v142 = stablehlo.reshape %v141 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v143 = stablehlo.dot_general %v142, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v144 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v145 = stablehlo.add %v143, %v144 : tensor<196x192xf32>
    %c21 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v146 = "stablehlo.pad"(%v145, %c21) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v147 = "stablehlo.pad"(%v13, %c22) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v148 = stablehlo.add %v146, %v147 : tensor<197x192xf32>
    %v149 = stablehlo.add %v148, %v15 : tensor<197x192xf32>
    %v150 = stablehlo.reshape %v149 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v151 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 11, 0, 0, 0>, limit_indices = array<i64: 12, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v152 = stablehlo.reshape %v151 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v153 = stablehlo.reshape %v152 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v154 = stablehlo.transpose %v153, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v155 = stablehlo.reshape %v154 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v156 = stablehlo.dot_general %v155, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v157 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v158 = stablehlo.add %v156, %v157 : tensor<196x192xf32>
    %c23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v159 = "stablehlo.pad"(%v158, %c23) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.pad"(%v13, %c24) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v161 = stablehlo.add %v159, %v160 : tensor<197x192xf32>
    %v162 = stablehlo.add %v161, %v15 : tensor<197x192xf32>
    %v163 = stablehlo.reshape %v162 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v164 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 13, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v165 = stablehlo.reshape %v164 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v166 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v167 = stablehlo.transpose %v166, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v168 = stablehlo.reshape %v167 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v169 = stablehlo.dot_general %v168, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v170 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v171 = stablehlo.add %v169, %v170 : tensor<196x192xf32>
    %c25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v172 = "stablehlo.pad"(%v171, %c25) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v173 = "stablehlo.pad"(%v13, %c26) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v174 = stablehlo.add %v172, %v173 : tensor<197x192xf32>
    %v175 = stablehlo.add %v174, %v15 : tensor<197x192xf32>
    %v176 = stablehlo.reshape %v175 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v177 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 13, 0, 0, 0>, limit_indices = array<i64: 14, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v178 = stablehlo.reshape %v177 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v179 = stablehlo.reshape %v178 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v180 = stablehlo.transpose %v179, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v181 = stablehlo.reshape %v180 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v182 = stablehlo.dot_general %v181, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v183 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v184 = stablehlo.add %v182, %v183 : tensor<196x192xf32>
    %c27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v185 = "stablehlo.pad"(%v184, %c27) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c28 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v186 = "stablehlo.pad"(%v13, %c28) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v187 = stablehlo.add %v185, %v186 : tensor<197x192xf32>
    %v188 = stablehlo.add %v187, %v15 : tensor<197x192xf32>
    %v189 = stablehlo.reshape %v188 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v190 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 14, 0, 0, 0>, limit_indices = array<i64: 15, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v191 = stablehlo.reshape %v190 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v192 = stablehlo.reshape %v191 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v193 = stablehlo.transpose %v192, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v194 = stablehlo.reshape %v193 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v195 = stablehlo.dot_general %v194, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v196 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v197 = stablehlo.add %v195, %v196 : tensor<196x192xf32>
    %c29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v198 = "stablehlo.pad"(%v197, %c29) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c30 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.pad"(%v13, %c30) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v200 = stablehlo.add %v198, %v199 : tensor<197x192xf32>
    %v201 = stablehlo.add %v200, %v15 : tensor<197x192xf32>
    %v202 = stablehlo.reshape %v201 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v203 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 15, 0, 0, 0>, limit_indices = array<i64: 16, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v204 = stablehlo.reshape %v203 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v205 = stablehlo.reshape %v204 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v206 = stablehlo.transpose %v205, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v207 = stablehlo.reshape %v206 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v208 = stablehlo.dot_general %v207, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v209 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v210 = stablehlo.add %v208, %v209 : tensor<196x192xf32>
    %c31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v211 = "stablehlo.pad"(%v210, %c31) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v212 = "stablehlo.pad"(%v13, %c32) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v213 = stablehlo.add %v211, %v212 : tensor<197x192xf32>
    %v214 = stablehlo.add %v213, %v15 : tensor<197x192xf32>
    %v215 = stablehlo.reshape %v214 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v216 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 17, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v217 = stablehlo.reshape %v216 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v218 = stablehlo.reshape %v217 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v219 = stablehlo.transpose %v218, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v220 = stablehlo.reshape %v219 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v221 = stablehlo.dot_general %v220, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v222 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v223 = stablehlo.add %v221, %v222 : tensor<196x192xf32>
    %c33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v224 = "stablehlo.pad"(%v223, %c33) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c34 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v225 = "stablehlo.pad"(%v13, %c34) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v226 = stablehlo.add %v224, %v225 : tensor<197x192xf32>
    %v227 = stablehlo.add %v226, %v15 : tensor<197x192xf32>
    %v228 = stablehlo.reshape %v227 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v229 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 17, 0, 0, 0>, limit_indices = array<i64: 18, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v230 = stablehlo.reshape %v229 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v231 = stablehlo.reshape %v230 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v232 = stablehlo.transpose %v231, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v233 = stablehlo.reshape %v232 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v234 = stablehlo.dot_general %v233, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v235 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v236 = stablehlo.add %v234, %v235 : tensor<196x192xf32>
    %c35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v237 = "stablehlo.pad"(%v236, %c35) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c36 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v238 = "stablehlo.pad"(%v13, %c36) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v239 = stablehlo.add %v237, %v238 : tensor<197x192xf32>
    %v240 = stablehlo.add %v239, %v15 : tensor<197x192xf32>
    %v241 = stablehlo.reshape %v240 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v242 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 18, 0, 0, 0>, limit_indices = array<i64: 19, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v243 = stablehlo.reshape %v242 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v244 = stablehlo.reshape %v243 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v245 = stablehlo.transpose %v244, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v246 = stablehlo.reshape %v245 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v247 = stablehlo.dot_general %v246, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v248 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v249 = stablehlo.add %v247, %v248 : tensor<196x192xf32>
    %c37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v250 = "stablehlo.pad"(%v249, %c37) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c38 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v251 = "stablehlo.pad"(%v13, %c38) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v252 = stablehlo.add %v250, %v251 : tensor<197x192xf32>
    %v253 = stablehlo.add %v252, %v15 : tensor<197x192xf32>
    %v254 = stablehlo.reshape %v253 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v255 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 19, 0, 0, 0>, limit_indices = array<i64: 20, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v256 = stablehlo.reshape %v255 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v257 = stablehlo.reshape %v256 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v258 = stablehlo.transpose %v257, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v259 = stablehlo.reshape %v258 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v260 = stablehlo.dot_general %v259, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v261 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v262 = stablehlo.add %v260, %v261 : tensor<196x192xf32>
    %c39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v263 = "stablehlo.pad"(%v262, %c39) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v264 = "stablehlo.pad"(%v13, %c40) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v265 = stablehlo.add %v263, %v264 : tensor<197x192xf32>
    %v266 = stablehlo.add %v265, %v15 : tensor<197x192xf32>
    %v267 = stablehlo.reshape %v266 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v268 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 21, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v269 = stablehlo.reshape %v268 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v270 = stablehlo.reshape %v269 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v271 = stablehlo.transpose %v270, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v272 = stablehlo.reshape %v271 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v273 = stablehlo.dot_general %v272, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v274 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v275 = stablehlo.add %v273, %v274 : tensor<196x192xf32>
    %c41 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v276 = "stablehlo.pad"(%v275, %c41) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c42 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v277 = "stablehlo.pad"(%v13, %c42) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v278 = stablehlo.add %v276, %v277 : tensor<197x192xf32>
    %v279 = stablehlo.add %v278, %v15 : tensor<197x192xf32>
    %v280 = stablehlo.reshape %v279 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v281 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 21, 0, 0, 0>, limit_indices = array<i64: 22, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v282 = stablehlo.reshape %v281 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v283 = stablehlo.reshape %v282 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v284 = stablehlo.transpose %v283, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v285 = stablehlo.reshape %v284 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v286 = stablehlo.dot_general %v285, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v287 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v288 = stablehlo.add %v286, %v287 : tensor<196x192xf32>
    %c43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v289 = "stablehlo.pad"(%v288, %c43) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c44 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v290 = "stablehlo.pad"(%v13, %c44) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v291 = stablehlo.add %v289, %v290 : tensor<197x192xf32>
    %v292 = stablehlo.add %v291, %v15 : tensor<197x192xf32>
    %v293 = stablehlo.reshape %v292 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v294 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 22, 0, 0, 0>, limit_indices = array<i64: 23, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v295 = stablehlo.reshape %v294 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v296 = stablehlo.reshape %v295 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v297 = stablehlo.transpose %v296, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v298 = stablehlo.reshape %v297 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v299 = stablehlo.dot_general %v298, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v300 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v301 = stablehlo.add %v299, %v300 : tensor<196x192xf32>
    %c45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v302 = "stablehlo.pad"(%v301, %c45) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c46 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.pad"(%v13, %c46) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v304 = stablehlo.add %v302, %v303 : tensor<197x192xf32>
    %v305 = stablehlo.add %v304, %v15 : tensor<197x192xf32>
    %v306 = stablehlo.reshape %v305 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v307 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 23, 0, 0, 0>, limit_indices = array<i64: 24, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v308 = stablehlo.reshape %v307 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v309 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v310 = stablehlo.transpose %v309, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v311 = stablehlo.reshape %v310 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v312 = stablehlo.dot_general %v311, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v313 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v314 = stablehlo.add %v312, %v313 : tensor<196x192xf32>
    %c47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v315 = "stablehlo.pad"(%v314, %c47) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c48 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v316 = "stablehlo.pad"(%v13, %c48) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v317 = stablehlo.add %v315, %v316 : tensor<197x192xf32>
    %v318 = stablehlo.add %v317, %v15 : tensor<197x192xf32>
    %v319 = stablehlo.reshape %v318 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v320 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 25, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v321 = stablehlo.reshape %v320 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v322 = stablehlo.reshape %v321 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v323 = stablehlo.transpose %v322, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v324 = stablehlo.reshape %v323 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v325 = stablehlo.dot_general %v324, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v326 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v327 = stablehlo.add %v325, %v326 : tensor<196x192xf32>
    %c49 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v328 = "stablehlo.pad"(%v327, %c49) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c50 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v329 = "stablehlo.pad"(%v13, %c50) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v330 = stablehlo.add %v328, %v329 : tensor<197x192xf32>
    %v331 = stablehlo.add %v330, %v15 : tensor<197x192xf32>
    %v332 = stablehlo.reshape %v331 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v333 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 25, 0, 0, 0>, limit_indices = array<i64: 26, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v334 = stablehlo.reshape %v333 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v335 = stablehlo.reshape %v334 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v336 = stablehlo.transpose %v335, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v337 = stablehlo.reshape %v336 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v338 = stablehlo.dot_general %v337, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v339 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v340 = stablehlo.add %v338, %v339 : tensor<196x192xf32>
    %c51 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v341 = "stablehlo.pad"(%v340, %c51) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c52 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v342 = "stablehlo.pad"(%v13, %c52) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v343 = stablehlo.add %v341, %v342 : tensor<197x192xf32>
    %v344 = stablehlo.add %v343, %v15 : tensor<197x192xf32>
    %v345 = stablehlo.reshape %v344 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v346 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 26, 0, 0, 0>, limit_indices = array<i64: 27, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v347 = stablehlo.reshape %v346 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v348 = stablehlo.reshape %v347 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v349 = stablehlo.transpose %v348, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v350 = stablehlo.reshape %v349 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v351 = stablehlo.dot_general %v350, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v352 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v353 = stablehlo.add %v351, %v352 : tensor<196x192xf32>
    %c53 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v354 = "stablehlo.pad"(%v353, %c53) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c54 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v355 = "stablehlo.pad"(%v13, %c54) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v356 = stablehlo.add %v354, %v355 : tensor<197x192xf32>
    %v357 = stablehlo.add %v356, %v15 : tensor<197x192xf32>
    %v358 = stablehlo.reshape %v357 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v359 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 27, 0, 0, 0>, limit_indices = array<i64: 28, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v360 = stablehlo.reshape %v359 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v361 = stablehlo.reshape %v360 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v362 = stablehlo.transpose %v361, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v363 = stablehlo.reshape %v362 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v364 = stablehlo.dot_general %v363, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v365 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v366 = stablehlo.add %v364, %v365 : tensor<196x192xf32>
    %c55 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v367 = "stablehlo.pad"(%v366, %c55) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c56 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v368 = "stablehlo.pad"(%v13, %c56) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v369 = stablehlo.add %v367, %v368 : tensor<197x192xf32>
    %v370 = stablehlo.add %v369, %v15 : tensor<197x192xf32>
    %v371 = stablehlo.reshape %v370 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v372 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 29, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v373 = stablehlo.reshape %v372 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v374 = stablehlo.reshape %v373 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v375 = stablehlo.transpose %v374, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v376 = stablehlo.reshape %v375 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v377 = stablehlo.dot_general %v376, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v378 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v379 = stablehlo.add %v377, %v378 : tensor<196x192xf32>
    %c57 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = "stablehlo.pad"(%v379, %c57) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c58 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v381 = "stablehlo.pad"(%v13, %c58) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v382 = stablehlo.add %v380, %v381 : tensor<197x192xf32>
    %v383 = stablehlo.add %v382, %v15 : tensor<197x192xf32>
    %v384 = stablehlo.reshape %v383 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v385 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 29, 0, 0, 0>, limit_indices = array<i64: 30, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v386 = stablehlo.reshape %v385 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v387 = stablehlo.reshape %v386 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v388 = stablehlo.transpose %v387, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v389 = stablehlo.reshape %v388 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v390 = stablehlo.dot_general %v389, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v391 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v392 = stablehlo.add %v390, %v391 : tensor<196x192xf32>
    %c59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v393 = "stablehlo.pad"(%v392, %c59) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c60 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.pad"(%v13, %c60) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v395 = stablehlo.add %v393, %v394 : tensor<197x192xf32>
    %v396 = stablehlo.add %v395, %v15 : tensor<197x192xf32>
    %v397 = stablehlo.reshape %v396 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v398 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 30, 0, 0, 0>, limit_indices = array<i64: 31, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v399 = stablehlo.reshape %v398 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v400 = stablehlo.reshape %v399 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v401 = stablehlo.transpose %v400, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v402 = stablehlo.reshape %v401 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v403 = stablehlo.dot_general %v402, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v404 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v405 = stablehlo.add %v403, %v404 : tensor<196x192xf32>
    %c61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v406 = "stablehlo.pad"(%v405, %c61) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c62 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v407 = "stablehlo.pad"(%v13, %c62) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v408 = stablehlo.add %v406, %v407 : tensor<197x192xf32>
    %v409 = stablehlo.add %v408, %v15 : tensor<197x192xf32>
    %v410 = stablehlo.reshape %v409 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v411 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 31, 0, 0, 0>, limit_indices = array<i64: 32, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v412 = stablehlo.reshape %v411 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v413 = stablehlo.reshape %v412 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v414 = stablehlo.transpose %v413, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v415 = stablehlo.reshape %v414 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v416 = stablehlo.dot_general %v415, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v417 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v418 = stablehlo.add %v416, %v417 : tensor<196x192xf32>
    %c63 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v419 = "stablehlo.pad"(%v418, %c63) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v420 = "stablehlo.pad"(%v13, %c64) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v421 = stablehlo.add %v419, %v420 : tensor<197x192xf32>
    %v422 = stablehlo.add %v421, %v15 : tensor<197x192xf32>
    %v423 = stablehlo.reshape %v422 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v424 = stablehlo.concatenate %v20, %v33, %v46, %v59, %v72, %v85, %v98, %v111, %v124, %v137, %v150, %v163, %v176, %v189, %v202, %v215, %v228, %v241, %v254, %v267, %v280, %v293, %v306, %v319, %v332, %v345, %v358, %v371, %v384, %v397, %v410, %v423, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v425 = stablehlo.reshape %v424 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v429 = stablehlo.transpose %v428, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v432 = stablehlo.transpose %v431, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v437 = stablehlo.transpose %v436, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v440 = stablehlo.transpose %v439, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v442 = stablehlo.reduce(%v425 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v443 = stablehlo.broadcast_in_dim %v442, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v444 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v445 = stablehlo.multiply %v443, %v444 : tensor<6304x192xf32>
    %v446 = stablehlo.subtract %v425, %v445 : tensor<6304x192xf32>
    %v447 = stablehlo.multiply %v446, %v446 : tensor<6304x192xf32>
    %c66 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v448 = stablehlo.reduce(%v447 init: %c66) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v449 = stablehlo.broadcast_in_dim %v448, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v450 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v451 = stablehlo.multiply %v449, %v450 : tensor<6304x192xf32>
    %v452 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v453 = stablehlo.add %v451, %v452 : tensor<6304x192xf32>
    %v454 = stablehlo.rsqrt %v453 : tensor<6304x192xf32>
    %v455 = stablehlo.multiply %v446, %v454 : tensor<6304x192xf32>
    %v456 = stablehlo.broadcast_in_dim %v426, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v457 = stablehlo.multiply %v455, %v456 : tensor<6304x192xf32>
    %v458 = stablehlo.broadcast_in_dim %v427, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v459 = stablehlo.add %v457, %v458 : tensor<6304x192xf32>
    %v460 = stablehlo.dot_general %v459, %v429, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v461 = stablehlo.broadcast_in_dim %v430, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v462 = stablehlo.add %v460, %v461 : tensor<6304x576xf32>
    %v463 = stablehlo.reshape %v462 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v464 = stablehlo.transpose %v463, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v465 = "stablehlo.slice"(%v464) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v466 = stablehlo.reshape %v465 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v467 = "stablehlo.slice"(%v464) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v468 = stablehlo.reshape %v467 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v469 = "stablehlo.slice"(%v464) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v470 = stablehlo.reshape %v469 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v471 = stablehlo.dot_general %v466, %v468, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v472 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v473 = stablehlo.multiply %v471, %v472 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v474 = stablehlo.reduce(%v473 init: %c67) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v475 = stablehlo.broadcast_in_dim %v474, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v476 = stablehlo.subtract %v473, %v475 : tensor<32x3x197x197xf32>
    %v477 = stablehlo.exponential %v476 : tensor<32x3x197x197xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v478 = stablehlo.reduce(%v477 init: %c68) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v479 = stablehlo.broadcast_in_dim %v478, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v480 = stablehlo.divide %v477, %v479 : tensor<32x3x197x197xf32>
    %v481 = stablehlo.dot_general %v480, %v470, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v482 = stablehlo.transpose %v481, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v483 = stablehlo.reshape %v482 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v484 = stablehlo.dot_general %v483, %v432, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v485 = stablehlo.broadcast_in_dim %v433, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v486 = stablehlo.add %v484, %v485 : tensor<6304x192xf32>
    %v487 = stablehlo.add %v425, %v486 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v488 = stablehlo.reduce(%v487 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v489 = stablehlo.broadcast_in_dim %v488, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v490 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v491 = stablehlo.multiply %v489, %v490 : tensor<6304x192xf32>
    %v492 = stablehlo.subtract %v487, %v491 : tensor<6304x192xf32>
    %v493 = stablehlo.multiply %v492, %v492 : tensor<6304x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v494 = stablehlo.reduce(%v493 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v495 = stablehlo.broadcast_in_dim %v494, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v496 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v497 = stablehlo.multiply %v495, %v496 : tensor<6304x192xf32>
    %v498 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v499 = stablehlo.add %v497, %v498 : tensor<6304x192xf32>
    %v500 = stablehlo.rsqrt %v499 : tensor<6304x192xf32>
    %v501 = stablehlo.multiply %v492, %v500 : tensor<6304x192xf32>
    %v502 = stablehlo.broadcast_in_dim %v434, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v503 = stablehlo.multiply %v501, %v502 : tensor<6304x192xf32>
    %v504 = stablehlo.broadcast_in_dim %v435, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v505 = stablehlo.add %v503, %v504 : tensor<6304x192xf32>
    %v506 = stablehlo.dot_general %v505, %v437, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v507 = stablehlo.broadcast_in_dim %v438, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v508 = stablehlo.add %v506, %v507 : tensor<6304x768xf32>
    %v509 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v510 = stablehlo.multiply %v508, %v509 : tensor<6304x768xf32>
    %v511 = chlo.erf %v510 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v512 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v513 = stablehlo.add %v512, %v511 : tensor<6304x768xf32>
    %v514 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v515 = stablehlo.multiply %v513, %v514 : tensor<6304x768xf32>
    %v516 = stablehlo.multiply %v508, %v515 : tensor<6304x768xf32>
    %v517 = stablehlo.dot_general %v516, %v440, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v518 = stablehlo.broadcast_in_dim %v441, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v519 = stablehlo.add %v517, %v518 : tensor<6304x192xf32>
    %v520 = stablehlo.add %v487, %v519 : tensor<6304x192xf32>
    %v524 = stablehlo.transpose %v523, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v527 = stablehlo.transpose %v526, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v532 = stablehlo.transpose %v531, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v535 = stablehlo.transpose %v534, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v537 = stablehlo.reduce(%v520 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v538 = stablehlo.broadcast_in_dim %v537, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v539 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v540 = stablehlo.multiply %v538, %v539 : tensor<6304x192xf32>
    %v541 = stablehlo.subtract %v520, %v540 : tensor<6304x192xf32>
    %v542 = stablehlo.multiply %v541, %v541 : tensor<6304x192xf32>
    %c72 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v543 = stablehlo.reduce(%v542 init: %c72) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v544 = stablehlo.broadcast_in_dim %v543, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v545 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v546 = stablehlo.multiply %v544, %v545 : tensor<6304x192xf32>
    %v547 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v548 = stablehlo.add %v546, %v547 : tensor<6304x192xf32>
    %v549 = stablehlo.rsqrt %v548 : tensor<6304x192xf32>
    %v550 = stablehlo.multiply %v541, %v549 : tensor<6304x192xf32>
    %v551 = stablehlo.broadcast_in_dim %v521, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v552 = stablehlo.multiply %v550, %v551 : tensor<6304x192xf32>
    %v553 = stablehlo.broadcast_in_dim %v522, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v554 = stablehlo.add %v552, %v553 : tensor<6304x192xf32>
    %v555 = stablehlo.dot_general %v554, %v524, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v556 = stablehlo.broadcast_in_dim %v525, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v557 = stablehlo.add %v555, %v556 : tensor<6304x576xf32>
    %v558 = stablehlo.reshape %v557 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v559 = stablehlo.transpose %v558, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v560 = "stablehlo.slice"(%v559) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v561 = stablehlo.reshape %v560 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v562 = "stablehlo.slice"(%v559) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v563 = stablehlo.reshape %v562 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v564 = "stablehlo.slice"(%v559) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v565 = stablehlo.reshape %v564 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v566 = stablehlo.dot_general %v561, %v563, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v567 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v568 = stablehlo.multiply %v566, %v567 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v569 = stablehlo.reduce(%v568 init: %c73) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v570 = stablehlo.broadcast_in_dim %v569, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v571 = stablehlo.subtract %v568, %v570 : tensor<32x3x197x197xf32>
    %v572 = stablehlo.exponential %v571 : tensor<32x3x197x197xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v573 = stablehlo.reduce(%v572 init: %c74) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v574 = stablehlo.broadcast_in_dim %v573, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v575 = stablehlo.divide %v572, %v574 : tensor<32x3x197x197xf32>
    %v576 = stablehlo.dot_general %v575, %v565, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v577 = stablehlo.transpose %v576, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v578 = stablehlo.reshape %v577 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v579 = stablehlo.dot_general %v578, %v527, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v580 = stablehlo.broadcast_in_dim %v528, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v581 = stablehlo.add %v579, %v580 : tensor<6304x192xf32>
    %v582 = stablehlo.add %v520, %v581 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v583 = stablehlo.reduce(%v582 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v584 = stablehlo.broadcast_in_dim %v583, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v585 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v586 = stablehlo.multiply %v584, %v585 : tensor<6304x192xf32>
    %v587 = stablehlo.subtract %v582, %v586 : tensor<6304x192xf32>
    %v588 = stablehlo.multiply %v587, %v587 : tensor<6304x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v589 = stablehlo.reduce(%v588 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v590 = stablehlo.broadcast_in_dim %v589, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v591 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v592 = stablehlo.multiply %v590, %v591 : tensor<6304x192xf32>
    %v593 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v594 = stablehlo.add %v592, %v593 : tensor<6304x192xf32>
    %v595 = stablehlo.rsqrt %v594 : tensor<6304x192xf32>
    %v596 = stablehlo.multiply %v587, %v595 : tensor<6304x192xf32>
    %v597 = stablehlo.broadcast_in_dim %v529, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v598 = stablehlo.multiply %v596, %v597 : tensor<6304x192xf32>
    %v599 = stablehlo.broadcast_in_dim %v530, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v600 = stablehlo.add %v598, %v599 : tensor<6304x192xf32>
    %v601 = stablehlo.dot_general %v600, %v532, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v602 = stablehlo.broadcast_in_dim %v533, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v603 = stablehlo.add %v601, %v602 : tensor<6304x768xf32>
    %v604 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v605 = stablehlo.multiply %v603, %v604 : tensor<6304x768xf32>
    %v606 = chlo.erf %v605 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v607 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v608 = stablehlo.add %v607, %v606 : tensor<6304x768xf32>
    %v609 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v610 = stablehlo.multiply %v608, %v609 : tensor<6304x768xf32>
    %v611 = stablehlo.multiply %v603, %v610 : tensor<6304x768xf32>
    %v612 = stablehlo.dot_general %v611, %v535, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v613 = stablehlo.broadcast_in_dim %v536, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v614 = stablehlo.add %v612, %v613 : tensor<6304x192xf32>
    %v615 = stablehlo.add %v582, %v614 : tensor<6304x192xf32>
    %v619 = stablehlo.transpose %v618, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v622 = stablehlo.transpose %v621, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v627 = stablehlo.transpose %v626, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v630 = stablehlo.transpose %v629, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v632 = stablehlo.reduce(%v615 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v633 = stablehlo.broadcast_in_dim %v632, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v634 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v635 = stablehlo.multiply %v633, %v634 : tensor<6304x192xf32>
    %v636 = stablehlo.subtract %v615, %v635 : tensor<6304x192xf32>
    %v637 = stablehlo.multiply %v636, %v636 : tensor<6304x192xf32>
    %c78 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v638 = stablehlo.reduce(%v637 init: %c78) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v639 = stablehlo.broadcast_in_dim %v638, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v640 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v641 = stablehlo.multiply %v639, %v640 : tensor<6304x192xf32>
    %v642 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v643 = stablehlo.add %v641, %v642 : tensor<6304x192xf32>
    %v644 = stablehlo.rsqrt %v643 : tensor<6304x192xf32>
    %v645 = stablehlo.multiply %v636, %v644 : tensor<6304x192xf32>
    %v646 = stablehlo.broadcast_in_dim %v616, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v647 = stablehlo.multiply %v645, %v646 : tensor<6304x192xf32>
    %v648 = stablehlo.broadcast_in_dim %v617, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v649 = stablehlo.add %v647, %v648 : tensor<6304x192xf32>
    %v650 = stablehlo.dot_general %v649, %v619, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v651 = stablehlo.broadcast_in_dim %v620, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v652 = stablehlo.add %v650, %v651 : tensor<6304x576xf32>
    %v653 = stablehlo.reshape %v652 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v654 = stablehlo.transpose %v653, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v655 = "stablehlo.slice"(%v654) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v656 = stablehlo.reshape %v655 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v657 = "stablehlo.slice"(%v654) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v658 = stablehlo.reshape %v657 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v659 = "stablehlo.slice"(%v654) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v660 = stablehlo.reshape %v659 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v661 = stablehlo.dot_general %v656, %v658, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v662 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v663 = stablehlo.multiply %v661, %v662 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v664 = stablehlo.reduce(%v663 init: %c79) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v665 = stablehlo.broadcast_in_dim %v664, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v666 = stablehlo.subtract %v663, %v665 : tensor<32x3x197x197xf32>
    %v667 = stablehlo.exponential %v666 : tensor<32x3x197x197xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v668 = stablehlo.reduce(%v667 init: %c80) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v669 = stablehlo.broadcast_in_dim %v668, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v670 = stablehlo.divide %v667, %v669 : tensor<32x3x197x197xf32>
    %v671 = stablehlo.dot_general %v670, %v660, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v672 = stablehlo.transpose %v671, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v673 = stablehlo.reshape %v672 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v674 = stablehlo.dot_general %v673, %v622, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v675 = stablehlo.broadcast_in_dim %v623, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v676 = stablehlo.add %v674, %v675 : tensor<6304x192xf32>
    %v677 = stablehlo.add %v615, %v676 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v678 = stablehlo.reduce(%v677 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v679 = stablehlo.broadcast_in_dim %v678, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v680 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v681 = stablehlo.multiply %v679, %v680 : tensor<6304x192xf32>
    %v682 = stablehlo.subtract %v677, %v681 : tensor<6304x192xf32>
    %v683 = stablehlo.multiply %v682, %v682 : tensor<6304x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v684 = stablehlo.reduce(%v683 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v685 = stablehlo.broadcast_in_dim %v684, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v686 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v687 = stablehlo.multiply %v685, %v686 : tensor<6304x192xf32>
    %v688 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v689 = stablehlo.add %v687, %v688 : tensor<6304x192xf32>
    %v690 = stablehlo.rsqrt %v689 : tensor<6304x192xf32>
    %v691 = stablehlo.multiply %v682, %v690 : tensor<6304x192xf32>
    %v692 = stablehlo.broadcast_in_dim %v624, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v693 = stablehlo.multiply %v691, %v692 : tensor<6304x192xf32>
    %v694 = stablehlo.broadcast_in_dim %v625, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v695 = stablehlo.add %v693, %v694 : tensor<6304x192xf32>
    %v696 = stablehlo.dot_general %v695, %v627, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v697 = stablehlo.broadcast_in_dim %v628, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v698 = stablehlo.add %v696, %v697 : tensor<6304x768xf32>
    %v699 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v700 = stablehlo.multiply %v698, %v699 : tensor<6304x768xf32>
    %v701 = chlo.erf %v700 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v702 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v703 = stablehlo.add %v702, %v701 : tensor<6304x768xf32>
    %v704 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v703, %v704 : tensor<6304x768xf32>
    %v706 = stablehlo.multiply %v698, %v705 : tensor<6304x768xf32>
    %v707 = stablehlo.dot_general %v706, %v630, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v708 = stablehlo.broadcast_in_dim %v631, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v709 = stablehlo.add %v707, %v708 : tensor<6304x192xf32>
    %v710 = stablehlo.add %v677, %v709 : tensor<6304x192xf32>
    %v714 = stablehlo.transpose %v713, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v717 = stablehlo.transpose %v716, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v722 = stablehlo.transpose %v721, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v725 = stablehlo.transpose %v724, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v727 = stablehlo.reduce(%v710 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v728 = stablehlo.broadcast_in_dim %v727, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v729 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v730 = stablehlo.multiply %v728, %v729 : tensor<6304x192xf32>
    %v731 = stablehlo.subtract %v710, %v730 : tensor<6304x192xf32>
    %v732 = stablehlo.multiply %v731, %v731 : tensor<6304x192xf32>
    %c84 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v733 = stablehlo.reduce(%v732 init: %c84) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v734 = stablehlo.broadcast_in_dim %v733, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v735 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v736 = stablehlo.multiply %v734, %v735 : tensor<6304x192xf32>
    %v737 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v738 = stablehlo.add %v736, %v737 : tensor<6304x192xf32>
    %v739 = stablehlo.rsqrt %v738 : tensor<6304x192xf32>
    %v740 = stablehlo.multiply %v731, %v739 : tensor<6304x192xf32>
    %v741 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v742 = stablehlo.multiply %v740, %v741 : tensor<6304x192xf32>
    %v743 = stablehlo.broadcast_in_dim %v712, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v744 = stablehlo.add %v742, %v743 : tensor<6304x192xf32>
    %v745 = stablehlo.dot_general %v744, %v714, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v746 = stablehlo.broadcast_in_dim %v715, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v747 = stablehlo.add %v745, %v746 : tensor<6304x576xf32>
    %v748 = stablehlo.reshape %v747 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v749 = stablehlo.transpose %v748, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v750 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v751 = stablehlo.reshape %v750 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v752 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v753 = stablehlo.reshape %v752 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v754 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v755 = stablehlo.reshape %v754 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v756 = stablehlo.dot_general %v751, %v753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v757 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v758 = stablehlo.multiply %v756, %v757 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v759 = stablehlo.reduce(%v758 init: %c85) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v760 = stablehlo.broadcast_in_dim %v759, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v761 = stablehlo.subtract %v758, %v760 : tensor<32x3x197x197xf32>
    %v762 = stablehlo.exponential %v761 : tensor<32x3x197x197xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v763 = stablehlo.reduce(%v762 init: %c86) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v764 = stablehlo.broadcast_in_dim %v763, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v765 = stablehlo.divide %v762, %v764 : tensor<32x3x197x197xf32>
    %v766 = stablehlo.dot_general %v765, %v755, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v767 = stablehlo.transpose %v766, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v768 = stablehlo.reshape %v767 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v769 = stablehlo.dot_general %v768, %v717, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v770 = stablehlo.broadcast_in_dim %v718, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v771 = stablehlo.add %v769, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.add %v710, %v771 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v776 = stablehlo.multiply %v774, %v775 : tensor<6304x192xf32>
    %v777 = stablehlo.subtract %v772, %v776 : tensor<6304x192xf32>
    %v778 = stablehlo.multiply %v777, %v777 : tensor<6304x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v779 = stablehlo.reduce(%v778 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v780 = stablehlo.broadcast_in_dim %v779, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v781 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v782 = stablehlo.multiply %v780, %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v784 = stablehlo.add %v782, %v783 : tensor<6304x192xf32>
    %v785 = stablehlo.rsqrt %v784 : tensor<6304x192xf32>
    %v786 = stablehlo.multiply %v777, %v785 : tensor<6304x192xf32>
    %v787 = stablehlo.broadcast_in_dim %v719, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v788 = stablehlo.multiply %v786, %v787 : tensor<6304x192xf32>
    %v789 = stablehlo.broadcast_in_dim %v720, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v790 = stablehlo.add %v788, %v789 : tensor<6304x192xf32>
    %v791 = stablehlo.dot_general %v790, %v722, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v792 = stablehlo.broadcast_in_dim %v723, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v793 = stablehlo.add %v791, %v792 : tensor<6304x768xf32>
    %v794 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v795 = stablehlo.multiply %v793, %v794 : tensor<6304x768xf32>
    %v796 = chlo.erf %v795 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v797 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v798 = stablehlo.add %v797, %v796 : tensor<6304x768xf32>
    %v799 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v800 = stablehlo.multiply %v798, %v799 : tensor<6304x768xf32>
    %v801 = stablehlo.multiply %v793, %v800 : tensor<6304x768xf32>
    %v802 = stablehlo.dot_general %v801, %v725, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v803 = stablehlo.broadcast_in_dim %v726, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v804 = stablehlo.add %v802, %v803 : tensor<6304x192xf32>
    %v805 = stablehlo.add %v772, %v804 : tensor<6304x192xf32>
    %v809 = stablehlo.transpose %v808, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v812 = stablehlo.transpose %v811, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v817 = stablehlo.transpose %v816, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v820 = stablehlo.transpose %v819, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v822 = stablehlo.reduce(%v805 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v823 = stablehlo.broadcast_in_dim %v822, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v824 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v825 = stablehlo.multiply %v823, %v824 : tensor<6304x192xf32>
    %v826 = stablehlo.subtract %v805, %v825 : tensor<6304x192xf32>
    %v827 = stablehlo.multiply %v826, %v826 : tensor<6304x192xf32>
    %c90 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v828 = stablehlo.reduce(%v827 init: %c90) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v829 = stablehlo.broadcast_in_dim %v828, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v830 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v831 = stablehlo.multiply %v829, %v830 : tensor<6304x192xf32>
    %v832 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v833 = stablehlo.add %v831, %v832 : tensor<6304x192xf32>
    %v834 = stablehlo.rsqrt %v833 : tensor<6304x192xf32>
    %v835 = stablehlo.multiply %v826, %v834 : tensor<6304x192xf32>
    %v836 = stablehlo.broadcast_in_dim %v806, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v837 = stablehlo.multiply %v835, %v836 : tensor<6304x192xf32>
    %v838 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v839 = stablehlo.add %v837, %v838 : tensor<6304x192xf32>
    %v840 = stablehlo.dot_general %v839, %v809, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v841 = stablehlo.broadcast_in_dim %v810, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v842 = stablehlo.add %v840, %v841 : tensor<6304x576xf32>
    %v843 = stablehlo.reshape %v842 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v844 = stablehlo.transpose %v843, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v845 = "stablehlo.slice"(%v844) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v846 = stablehlo.reshape %v845 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v847 = "stablehlo.slice"(%v844) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v848 = stablehlo.reshape %v847 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v849 = "stablehlo.slice"(%v844) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v850 = stablehlo.reshape %v849 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v851 = stablehlo.dot_general %v846, %v848, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v852 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v853 = stablehlo.multiply %v851, %v852 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v854 = stablehlo.reduce(%v853 init: %c91) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v855 = stablehlo.broadcast_in_dim %v854, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v856 = stablehlo.subtract %v853, %v855 : tensor<32x3x197x197xf32>
    %v857 = stablehlo.exponential %v856 : tensor<32x3x197x197xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v858 = stablehlo.reduce(%v857 init: %c92) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v859 = stablehlo.broadcast_in_dim %v858, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v860 = stablehlo.divide %v857, %v859 : tensor<32x3x197x197xf32>
    %v861 = stablehlo.dot_general %v860, %v850, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v862 = stablehlo.transpose %v861, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v863 = stablehlo.reshape %v862 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v864 = stablehlo.dot_general %v863, %v812, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v865 = stablehlo.broadcast_in_dim %v813, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v866 = stablehlo.add %v864, %v865 : tensor<6304x192xf32>
    %v867 = stablehlo.add %v805, %v866 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v868 = stablehlo.reduce(%v867 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v869 = stablehlo.broadcast_in_dim %v868, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v870 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v871 = stablehlo.multiply %v869, %v870 : tensor<6304x192xf32>
    %v872 = stablehlo.subtract %v867, %v871 : tensor<6304x192xf32>
    %v873 = stablehlo.multiply %v872, %v872 : tensor<6304x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v874 = stablehlo.reduce(%v873 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v875 = stablehlo.broadcast_in_dim %v874, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v876 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v877 = stablehlo.multiply %v875, %v876 : tensor<6304x192xf32>
    %v878 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v879 = stablehlo.add %v877, %v878 : tensor<6304x192xf32>
    %v880 = stablehlo.rsqrt %v879 : tensor<6304x192xf32>
    %v881 = stablehlo.multiply %v872, %v880 : tensor<6304x192xf32>
    %v882 = stablehlo.broadcast_in_dim %v814, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v883 = stablehlo.multiply %v881, %v882 : tensor<6304x192xf32>
    %v884 = stablehlo.broadcast_in_dim %v815, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v885 = stablehlo.add %v883, %v884 : tensor<6304x192xf32>
    %v886 = stablehlo.dot_general %v885, %v817, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v887 = stablehlo.broadcast_in_dim %v818, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v888 = stablehlo.add %v886, %v887 : tensor<6304x768xf32>
    %v889 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v890 = stablehlo.multiply %v888, %v889 : tensor<6304x768xf32>
    %v891 = chlo.erf %v890 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v892 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v893 = stablehlo.add %v892, %v891 : tensor<6304x768xf32>
    %v894 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v895 = stablehlo.multiply %v893, %v894 : tensor<6304x768xf32>
    %v896 = stablehlo.multiply %v888, %v895 : tensor<6304x768xf32>
    %v897 = stablehlo.dot_general %v896, %v820, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v898 = stablehlo.broadcast_in_dim %v821, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v899 = stablehlo.add %v897, %v898 : tensor<6304x192xf32>
    %v900 = stablehlo.add %v867, %v899 : tensor<6304x192xf32>
    %v904 = stablehlo.transpose %v903, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v907 = stablehlo.transpose %v906, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v912 = stablehlo.transpose %v911, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v915 = stablehlo.transpose %v914, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v917 = stablehlo.reduce(%v900 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v918 = stablehlo.broadcast_in_dim %v917, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v919 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v920 = stablehlo.multiply %v918, %v919 : tensor<6304x192xf32>
    %v921 = stablehlo.subtract %v900, %v920 : tensor<6304x192xf32>
    %v922 = stablehlo.multiply %v921, %v921 : tensor<6304x192xf32>
    %c96 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v923 = stablehlo.reduce(%v922 init: %c96) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v924 = stablehlo.broadcast_in_dim %v923, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v925 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v926 = stablehlo.multiply %v924, %v925 : tensor<6304x192xf32>
    %v927 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v928 = stablehlo.add %v926, %v927 : tensor<6304x192xf32>
    %v929 = stablehlo.rsqrt %v928 : tensor<6304x192xf32>
    %v930 = stablehlo.multiply %v921, %v929 : tensor<6304x192xf32>
    %v931 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v932 = stablehlo.multiply %v930, %v931 : tensor<6304x192xf32>
    %v933 = stablehlo.broadcast_in_dim %v902, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v934 = stablehlo.add %v932, %v933 : tensor<6304x192xf32>
    %v935 = stablehlo.dot_general %v934, %v904, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v936 = stablehlo.broadcast_in_dim %v905, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v937 = stablehlo.add %v935, %v936 : tensor<6304x576xf32>
    %v938 = stablehlo.reshape %v937 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v939 = stablehlo.transpose %v938, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v940 = "stablehlo.slice"(%v939) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v941 = stablehlo.reshape %v940 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v942 = "stablehlo.slice"(%v939) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v943 = stablehlo.reshape %v942 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v944 = "stablehlo.slice"(%v939) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v945 = stablehlo.reshape %v944 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v946 = stablehlo.dot_general %v941, %v943, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v947 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v948 = stablehlo.multiply %v946, %v947 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v949 = stablehlo.reduce(%v948 init: %c97) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v950 = stablehlo.broadcast_in_dim %v949, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v951 = stablehlo.subtract %v948, %v950 : tensor<32x3x197x197xf32>
    %v952 = stablehlo.exponential %v951 : tensor<32x3x197x197xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v953 = stablehlo.reduce(%v952 init: %c98) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v954 = stablehlo.broadcast_in_dim %v953, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v955 = stablehlo.divide %v952, %v954 : tensor<32x3x197x197xf32>
    %v956 = stablehlo.dot_general %v955, %v945, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v957 = stablehlo.transpose %v956, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v958 = stablehlo.reshape %v957 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v959 = stablehlo.dot_general %v958, %v907, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v960 = stablehlo.broadcast_in_dim %v908, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v961 = stablehlo.add %v959, %v960 : tensor<6304x192xf32>
    %v962 = stablehlo.add %v900, %v961 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v963 = stablehlo.reduce(%v962 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v964 = stablehlo.broadcast_in_dim %v963, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v965 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v966 = stablehlo.multiply %v964, %v965 : tensor<6304x192xf32>
    %v967 = stablehlo.subtract %v962, %v966 : tensor<6304x192xf32>
    %v968 = stablehlo.multiply %v967, %v967 : tensor<6304x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v969 = stablehlo.reduce(%v968 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v970 = stablehlo.broadcast_in_dim %v969, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v971 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v972 = stablehlo.multiply %v970, %v971 : tensor<6304x192xf32>
    %v973 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v974 = stablehlo.add %v972, %v973 : tensor<6304x192xf32>
    %v975 = stablehlo.rsqrt %v974 : tensor<6304x192xf32>
    %v976 = stablehlo.multiply %v967, %v975 : tensor<6304x192xf32>
    %v977 = stablehlo.broadcast_in_dim %v909, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v978 = stablehlo.multiply %v976, %v977 : tensor<6304x192xf32>
    %v979 = stablehlo.broadcast_in_dim %v910, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v980 = stablehlo.add %v978, %v979 : tensor<6304x192xf32>
    %v981 = stablehlo.dot_general %v980, %v912, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v982 = stablehlo.broadcast_in_dim %v913, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v983 = stablehlo.add %v981, %v982 : tensor<6304x768xf32>
    %v984 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v985 = stablehlo.multiply %v983, %v984 : tensor<6304x768xf32>
    %v986 = chlo.erf %v985 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v987 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v988 = stablehlo.add %v987, %v986 : tensor<6304x768xf32>
    %v989 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v990 = stablehlo.multiply %v988, %v989 : tensor<6304x768xf32>
    %v991 = stablehlo.multiply %v983, %v990 : tensor<6304x768xf32>
    %v992 = stablehlo.dot_general %v991, %v915, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v993 = stablehlo.broadcast_in_dim %v916, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v994 = stablehlo.add %v992, %v993 : tensor<6304x192xf32>
    %v995 = stablehlo.add %v962, %v994 : tensor<6304x192xf32>
    %v999 = stablehlo.transpose %v998, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1002 = stablehlo.transpose %v1001, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1007 = stablehlo.transpose %v1006, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1010 = stablehlo.transpose %v1009, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1012 = stablehlo.reduce(%v995 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1013 = stablehlo.broadcast_in_dim %v1012, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1014 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1015 = stablehlo.multiply %v1013, %v1014 : tensor<6304x192xf32>
    %v1016 = stablehlo.subtract %v995, %v1015 : tensor<6304x192xf32>
    %v1017 = stablehlo.multiply %v1016, %v1016 : tensor<6304x192xf32>
    %c102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1018 = stablehlo.reduce(%v1017 init: %c102) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1019 = stablehlo.broadcast_in_dim %v1018, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1020 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1021 = stablehlo.multiply %v1019, %v1020 : tensor<6304x192xf32>
    %v1022 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1023 = stablehlo.add %v1021, %v1022 : tensor<6304x192xf32>
    %v1024 = stablehlo.rsqrt %v1023 : tensor<6304x192xf32>
    %v1025 = stablehlo.multiply %v1016, %v1024 : tensor<6304x192xf32>
    %v1026 = stablehlo.broadcast_in_dim %v996, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1027 = stablehlo.multiply %v1025, %v1026 : tensor<6304x192xf32>
    %v1028 = stablehlo.broadcast_in_dim %v997, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1029 = stablehlo.add %v1027, %v1028 : tensor<6304x192xf32>
    %v1030 = stablehlo.dot_general %v1029, %v999, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1031 = stablehlo.broadcast_in_dim %v1000, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1032 = stablehlo.add %v1030, %v1031 : tensor<6304x576xf32>
    %v1033 = stablehlo.reshape %v1032 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1034 = stablehlo.transpose %v1033, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1035 = "stablehlo.slice"(%v1034) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1036 = stablehlo.reshape %v1035 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1037 = "stablehlo.slice"(%v1034) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1038 = stablehlo.reshape %v1037 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1039 = "stablehlo.slice"(%v1034) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1040 = stablehlo.reshape %v1039 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1041 = stablehlo.dot_general %v1036, %v1038, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1042 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1043 = stablehlo.multiply %v1041, %v1042 : tensor<32x3x197x197xf32>
    %c103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1044 = stablehlo.reduce(%v1043 init: %c103) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1045 = stablehlo.broadcast_in_dim %v1044, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1046 = stablehlo.subtract %v1043, %v1045 : tensor<32x3x197x197xf32>
    %v1047 = stablehlo.exponential %v1046 : tensor<32x3x197x197xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1048 = stablehlo.reduce(%v1047 init: %c104) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1049 = stablehlo.broadcast_in_dim %v1048, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1050 = stablehlo.divide %v1047, %v1049 : tensor<32x3x197x197xf32>
    %v1051 = stablehlo.dot_general %v1050, %v1040, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1052 = stablehlo.transpose %v1051, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1053 = stablehlo.reshape %v1052 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1054 = stablehlo.dot_general %v1053, %v1002, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1055 = stablehlo.broadcast_in_dim %v1003, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1056 = stablehlo.add %v1054, %v1055 : tensor<6304x192xf32>
    %v1057 = stablehlo.add %v995, %v1056 : tensor<6304x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1058 = stablehlo.reduce(%v1057 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1059 = stablehlo.broadcast_in_dim %v1058, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1060 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1061 = stablehlo.multiply %v1059, %v1060 : tensor<6304x192xf32>
    %v1062 = stablehlo.subtract %v1057, %v1061 : tensor<6304x192xf32>
    %v1063 = stablehlo.multiply %v1062, %v1062 : tensor<6304x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1064 = stablehlo.reduce(%v1063 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1065 = stablehlo.broadcast_in_dim %v1064, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1066 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1067 = stablehlo.multiply %v1065, %v1066 : tensor<6304x192xf32>
    %v1068 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1069 = stablehlo.add %v1067, %v1068 : tensor<6304x192xf32>
    %v1070 = stablehlo.rsqrt %v1069 : tensor<6304x192xf32>
    %v1071 = stablehlo.multiply %v1062, %v1070 : tensor<6304x192xf32>
    %v1072 = stablehlo.broadcast_in_dim %v1004, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1073 = stablehlo.multiply %v1071, %v1072 : tensor<6304x192xf32>
    %v1074 = stablehlo.broadcast_in_dim %v1005, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1075 = stablehlo.add %v1073, %v1074 : tensor<6304x192xf32>
    %v1076 = stablehlo.dot_general %v1075, %v1007, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1077 = stablehlo.broadcast_in_dim %v1008, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1078 = stablehlo.add %v1076, %v1077 : tensor<6304x768xf32>
    %v1079 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1080 = stablehlo.multiply %v1078, %v1079 : tensor<6304x768xf32>
    %v1081 = chlo.erf %v1080 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1082 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1083 = stablehlo.add %v1082, %v1081 : tensor<6304x768xf32>
    %v1084 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1085 = stablehlo.multiply %v1083, %v1084 : tensor<6304x768xf32>
    %v1086 = stablehlo.multiply %v1078, %v1085 : tensor<6304x768xf32>
    %v1087 = stablehlo.dot_general %v1086, %v1010, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1088 = stablehlo.broadcast_in_dim %v1011, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1089 = stablehlo.add %v1087, %v1088 : tensor<6304x192xf32>
    %v1090 = stablehlo.add %v1057, %v1089 : tensor<6304x192xf32>
    %v1094 = stablehlo.transpose %v1093, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1097 = stablehlo.transpose %v1096, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1102 = stablehlo.transpose %v1101, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1105 = stablehlo.transpose %v1104, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1107 = stablehlo.reduce(%v1090 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1108 = stablehlo.broadcast_in_dim %v1107, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1109 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1110 = stablehlo.multiply %v1108, %v1109 : tensor<6304x192xf32>
    %v1111 = stablehlo.subtract %v1090, %v1110 : tensor<6304x192xf32>
    %v1112 = stablehlo.multiply %v1111, %v1111 : tensor<6304x192xf32>
    %c108 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1113 = stablehlo.reduce(%v1112 init: %c108) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1114 = stablehlo.broadcast_in_dim %v1113, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1115 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1116 = stablehlo.multiply %v1114, %v1115 : tensor<6304x192xf32>
    %v1117 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1118 = stablehlo.add %v1116, %v1117 : tensor<6304x192xf32>
    %v1119 = stablehlo.rsqrt %v1118 : tensor<6304x192xf32>
    %v1120 = stablehlo.multiply %v1111, %v1119 : tensor<6304x192xf32>
    %v1121 = stablehlo.broadcast_in_dim %v1091, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1122 = stablehlo.multiply %v1120, %v1121 : tensor<6304x192xf32>
    %v1123 = stablehlo.broadcast_in_dim %v1092, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1124 = stablehlo.add %v1122, %v1123 : tensor<6304x192xf32>
    %v1125 = stablehlo.dot_general %v1124, %v1094, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1126 = stablehlo.broadcast_in_dim %v1095, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1127 = stablehlo.add %v1125, %v1126 : tensor<6304x576xf32>
    %v1128 = stablehlo.reshape %v1127 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1129 = stablehlo.transpose %v1128, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1130 = "stablehlo.slice"(%v1129) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1131 = stablehlo.reshape %v1130 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1132 = "stablehlo.slice"(%v1129) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1133 = stablehlo.reshape %v1132 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1134 = "stablehlo.slice"(%v1129) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1135 = stablehlo.reshape %v1134 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1136 = stablehlo.dot_general %v1131, %v1133, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1137 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1138 = stablehlo.multiply %v1136, %v1137 : tensor<32x3x197x197xf32>
    %c109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1139 = stablehlo.reduce(%v1138 init: %c109) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1140 = stablehlo.broadcast_in_dim %v1139, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1141 = stablehlo.subtract %v1138, %v1140 : tensor<32x3x197x197xf32>
    %v1142 = stablehlo.exponential %v1141 : tensor<32x3x197x197xf32>
    %c110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1143 = stablehlo.reduce(%v1142 init: %c110) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1144 = stablehlo.broadcast_in_dim %v1143, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1145 = stablehlo.divide %v1142, %v1144 : tensor<32x3x197x197xf32>
    %v1146 = stablehlo.dot_general %v1145, %v1135, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1147 = stablehlo.transpose %v1146, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1148 = stablehlo.reshape %v1147 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1149 = stablehlo.dot_general %v1148, %v1097, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1150 = stablehlo.broadcast_in_dim %v1098, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1151 = stablehlo.add %v1149, %v1150 : tensor<6304x192xf32>
    %v1152 = stablehlo.add %v1090, %v1151 : tensor<6304x192xf32>
    %c111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1153 = stablehlo.reduce(%v1152 init: %c111) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1154 = stablehlo.broadcast_in_dim %v1153, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1155 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1156 = stablehlo.multiply %v1154, %v1155 : tensor<6304x192xf32>
    %v1157 = stablehlo.subtract %v1152, %v1156 : tensor<6304x192xf32>
    %v1158 = stablehlo.multiply %v1157, %v1157 : tensor<6304x192xf32>
    %c112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1159 = stablehlo.reduce(%v1158 init: %c112) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1160 = stablehlo.broadcast_in_dim %v1159, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1161 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1162 = stablehlo.multiply %v1160, %v1161 : tensor<6304x192xf32>
    %v1163 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1164 = stablehlo.add %v1162, %v1163 : tensor<6304x192xf32>
    %v1165 = stablehlo.rsqrt %v1164 : tensor<6304x192xf32>
    %v1166 = stablehlo.multiply %v1157, %v1165 : tensor<6304x192xf32>
    %v1167 = stablehlo.broadcast_in_dim %v1099, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1168 = stablehlo.multiply %v1166, %v1167 : tensor<6304x192xf32>
    %v1169 = stablehlo.broadcast_in_dim %v1100, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1170 = stablehlo.add %v1168, %v1169 : tensor<6304x192xf32>
    %v1171 = stablehlo.dot_general %v1170, %v1102, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1172 = stablehlo.broadcast_in_dim %v1103, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1173 = stablehlo.add %v1171, %v1172 : tensor<6304x768xf32>
    %v1174 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1175 = stablehlo.multiply %v1173, %v1174 : tensor<6304x768xf32>
    %v1176 = chlo.erf %v1175 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1177 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1178 = stablehlo.add %v1177, %v1176 : tensor<6304x768xf32>
    %v1179 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1180 = stablehlo.multiply %v1178, %v1179 : tensor<6304x768xf32>
    %v1181 = stablehlo.multiply %v1173, %v1180 : tensor<6304x768xf32>
    %v1182 = stablehlo.dot_general %v1181, %v1105, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1183 = stablehlo.broadcast_in_dim %v1106, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1184 = stablehlo.add %v1182, %v1183 : tensor<6304x192xf32>
    %v1185 = stablehlo.add %v1152, %v1184 : tensor<6304x192xf32>
    %v1189 = stablehlo.transpose %v1188, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1192 = stablehlo.transpose %v1191, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1197 = stablehlo.transpose %v1196, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1200 = stablehlo.transpose %v1199, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c113 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1202 = stablehlo.reduce(%v1185 init: %c113) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1203 = stablehlo.broadcast_in_dim %v1202, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1204 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1205 = stablehlo.multiply %v1203, %v1204 : tensor<6304x192xf32>
    %v1206 = stablehlo.subtract %v1185, %v1205 : tensor<6304x192xf32>
    %v1207 = stablehlo.multiply %v1206, %v1206 : tensor<6304x192xf32>
    %c114 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1208 = stablehlo.reduce(%v1207 init: %c114) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1209 = stablehlo.broadcast_in_dim %v1208, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1210 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1211 = stablehlo.multiply %v1209, %v1210 : tensor<6304x192xf32>
    %v1212 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1213 = stablehlo.add %v1211, %v1212 : tensor<6304x192xf32>
    %v1214 = stablehlo.rsqrt %v1213 : tensor<6304x192xf32>
    %v1215 = stablehlo.multiply %v1206, %v1214 : tensor<6304x192xf32>
    %v1216 = stablehlo.broadcast_in_dim %v1186, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1217 = stablehlo.multiply %v1215, %v1216 : tensor<6304x192xf32>
    %v1218 = stablehlo.broadcast_in_dim %v1187, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1219 = stablehlo.add %v1217, %v1218 : tensor<6304x192xf32>
    %v1220 = stablehlo.dot_general %v1219, %v1189, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1221 = stablehlo.broadcast_in_dim %v1190, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1222 = stablehlo.add %v1220, %v1221 : tensor<6304x576xf32>
    %v1223 = stablehlo.reshape %v1222 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1224 = stablehlo.transpose %v1223, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1225 = "stablehlo.slice"(%v1224) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1226 = stablehlo.reshape %v1225 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1227 = "stablehlo.slice"(%v1224) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1228 = stablehlo.reshape %v1227 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1229 = "stablehlo.slice"(%v1224) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1230 = stablehlo.reshape %v1229 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1231 = stablehlo.dot_general %v1226, %v1228, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1232 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1233 = stablehlo.multiply %v1231, %v1232 : tensor<32x3x197x197xf32>
    %c115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1234 = stablehlo.reduce(%v1233 init: %c115) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1235 = stablehlo.broadcast_in_dim %v1234, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1236 = stablehlo.subtract %v1233, %v1235 : tensor<32x3x197x197xf32>
    %v1237 = stablehlo.exponential %v1236 : tensor<32x3x197x197xf32>
    %c116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1238 = stablehlo.reduce(%v1237 init: %c116) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1239 = stablehlo.broadcast_in_dim %v1238, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1240 = stablehlo.divide %v1237, %v1239 : tensor<32x3x197x197xf32>
    %v1241 = stablehlo.dot_general %v1240, %v1230, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1242 = stablehlo.transpose %v1241, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1243 = stablehlo.reshape %v1242 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1244 = stablehlo.dot_general %v1243, %v1192, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1245 = stablehlo.broadcast_in_dim %v1193, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1246 = stablehlo.add %v1244, %v1245 : tensor<6304x192xf32>
    %v1247 = stablehlo.add %v1185, %v1246 : tensor<6304x192xf32>
    %c117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1248 = stablehlo.reduce(%v1247 init: %c117) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1249 = stablehlo.broadcast_in_dim %v1248, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1250 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1251 = stablehlo.multiply %v1249, %v1250 : tensor<6304x192xf32>
    %v1252 = stablehlo.subtract %v1247, %v1251 : tensor<6304x192xf32>
    %v1253 = stablehlo.multiply %v1252, %v1252 : tensor<6304x192xf32>
    %c118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1254 = stablehlo.reduce(%v1253 init: %c118) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1255 = stablehlo.broadcast_in_dim %v1254, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1256 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1257 = stablehlo.multiply %v1255, %v1256 : tensor<6304x192xf32>
    %v1258 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1259 = stablehlo.add %v1257, %v1258 : tensor<6304x192xf32>
    %v1260 = stablehlo.rsqrt %v1259 : tensor<6304x192xf32>
    %v1261 = stablehlo.multiply %v1252, %v1260 : tensor<6304x192xf32>
    %v1262 = stablehlo.broadcast_in_dim %v1194, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1263 = stablehlo.multiply %v1261, %v1262 : tensor<6304x192xf32>
    %v1264 = stablehlo.broadcast_in_dim %v1195, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1265 = stablehlo.add %v1263, %v1264 : tensor<6304x192xf32>
    %v1266 = stablehlo.dot_general %v1265, %v1197, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1267 = stablehlo.broadcast_in_dim %v1198, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1268 = stablehlo.add %v1266, %v1267 : tensor<6304x768xf32>
    %v1269 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1270 = stablehlo.multiply %v1268, %v1269 : tensor<6304x768xf32>
    %v1271 = chlo.erf %v1270 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1272 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1273 = stablehlo.add %v1272, %v1271 : tensor<6304x768xf32>
    %v1274 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1275 = stablehlo.multiply %v1273, %v1274 : tensor<6304x768xf32>
    %v1276 = stablehlo.multiply %v1268, %v1275 : tensor<6304x768xf32>
    %v1277 = stablehlo.dot_general %v1276, %v1200, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1278 = stablehlo.broadcast_in_dim %v1201, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1279 = stablehlo.add %v1277, %v1278 : tensor<6304x192xf32>
    %v1280 = stablehlo.add %v1247, %v1279 : tensor<6304x192xf32>
    %v1284 = stablehlo.transpose %v1283, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1287 = stablehlo.transpose %v1286, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1292 = stablehlo.transpose %v1291, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1295 = stablehlo.transpose %v1294, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1297 = stablehlo.reduce(%v1280 init: %c119) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1298 = stablehlo.broadcast_in_dim %v1297, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1299 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1300 = stablehlo.multiply %v1298, %v1299 : tensor<6304x192xf32>
    %v1301 = stablehlo.subtract %v1280, %v1300 : tensor<6304x192xf32>
    %v1302 = stablehlo.multiply %v1301, %v1301 : tensor<6304x192xf32>
    %c120 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1303 = stablehlo.reduce(%v1302 init: %c120) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1304 = stablehlo.broadcast_in_dim %v1303, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1305 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1306 = stablehlo.multiply %v1304, %v1305 : tensor<6304x192xf32>
    %v1307 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1308 = stablehlo.add %v1306, %v1307 : tensor<6304x192xf32>
    %v1309 = stablehlo.rsqrt %v1308 : tensor<6304x192xf32>
    %v1310 = stablehlo.multiply %v1301, %v1309 : tensor<6304x192xf32>
    %v1311 = stablehlo.broadcast_in_dim %v1281, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1312 = stablehlo.multiply %v1310, %v1311 : tensor<6304x192xf32>
    %v1313 = stablehlo.broadcast_in_dim %v1282, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1314 = stablehlo.add %v1312, %v1313 : tensor<6304x192xf32>
    %v1315 = stablehlo.dot_general %v1314, %v1284, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1316 = stablehlo.broadcast_in_dim %v1285, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1317 = stablehlo.add %v1315, %v1316 : tensor<6304x576xf32>
    %v1318 = stablehlo.reshape %v1317 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1319 = stablehlo.transpose %v1318, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1320 = "stablehlo.slice"(%v1319) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1321 = stablehlo.reshape %v1320 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1322 = "stablehlo.slice"(%v1319) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1323 = stablehlo.reshape %v1322 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1324 = "stablehlo.slice"(%v1319) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1325 = stablehlo.reshape %v1324 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1326 = stablehlo.dot_general %v1321, %v1323, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1327 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1328 = stablehlo.multiply %v1326, %v1327 : tensor<32x3x197x197xf32>
    %c121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1329 = stablehlo.reduce(%v1328 init: %c121) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1330 = stablehlo.broadcast_in_dim %v1329, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1331 = stablehlo.subtract %v1328, %v1330 : tensor<32x3x197x197xf32>
    %v1332 = stablehlo.exponential %v1331 : tensor<32x3x197x197xf32>
    %c122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1333 = stablehlo.reduce(%v1332 init: %c122) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1334 = stablehlo.broadcast_in_dim %v1333, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1335 = stablehlo.divide %v1332, %v1334 : tensor<32x3x197x197xf32>
    %v1336 = stablehlo.dot_general %v1335, %v1325, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1337 = stablehlo.transpose %v1336, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1338 = stablehlo.reshape %v1337 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1339 = stablehlo.dot_general %v1338, %v1287, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1340 = stablehlo.broadcast_in_dim %v1288, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1341 = stablehlo.add %v1339, %v1340 : tensor<6304x192xf32>
    %v1342 = stablehlo.add %v1280, %v1341 : tensor<6304x192xf32>
    %c123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1343 = stablehlo.reduce(%v1342 init: %c123) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1344 = stablehlo.broadcast_in_dim %v1343, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1345 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1346 = stablehlo.multiply %v1344, %v1345 : tensor<6304x192xf32>
    %v1347 = stablehlo.subtract %v1342, %v1346 : tensor<6304x192xf32>
    %v1348 = stablehlo.multiply %v1347, %v1347 : tensor<6304x192xf32>
    %c124 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1349 = stablehlo.reduce(%v1348 init: %c124) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1350 = stablehlo.broadcast_in_dim %v1349, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1351 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1352 = stablehlo.multiply %v1350, %v1351 : tensor<6304x192xf32>
    %v1353 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1354 = stablehlo.add %v1352, %v1353 : tensor<6304x192xf32>
    %v1355 = stablehlo.rsqrt %v1354 : tensor<6304x192xf32>
    %v1356 = stablehlo.multiply %v1347, %v1355 : tensor<6304x192xf32>
    %v1357 = stablehlo.broadcast_in_dim %v1289, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1358 = stablehlo.multiply %v1356, %v1357 : tensor<6304x192xf32>
    %v1359 = stablehlo.broadcast_in_dim %v1290, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1360 = stablehlo.add %v1358, %v1359 : tensor<6304x192xf32>
    %v1361 = stablehlo.dot_general %v1360, %v1292, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1362 = stablehlo.broadcast_in_dim %v1293, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1363 = stablehlo.add %v1361, %v1362 : tensor<6304x768xf32>
    %v1364 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1365 = stablehlo.multiply %v1363, %v1364 : tensor<6304x768xf32>
    %v1366 = chlo.erf %v1365 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1367 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1368 = stablehlo.add %v1367, %v1366 : tensor<6304x768xf32>
    %v1369 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1370 = stablehlo.multiply %v1368, %v1369 : tensor<6304x768xf32>
    %v1371 = stablehlo.multiply %v1363, %v1370 : tensor<6304x768xf32>
    %v1372 = stablehlo.dot_general %v1371, %v1295, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1373 = stablehlo.broadcast_in_dim %v1296, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1374 = stablehlo.add %v1372, %v1373 : tensor<6304x192xf32>
    %v1375 = stablehlo.add %v1342, %v1374 : tensor<6304x192xf32>
    %v1379 = stablehlo.transpose %v1378, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1382 = stablehlo.transpose %v1381, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1387 = stablehlo.transpose %v1386, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1390 = stablehlo.transpose %v1389, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1392 = stablehlo.reduce(%v1375 init: %c125) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1393 = stablehlo.broadcast_in_dim %v1392, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1394 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1395 = stablehlo.multiply %v1393, %v1394 : tensor<6304x192xf32>
    %v1396 = stablehlo.subtract %v1375, %v1395 : tensor<6304x192xf32>
    %v1397 = stablehlo.multiply %v1396, %v1396 : tensor<6304x192xf32>
    %c126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1398 = stablehlo.reduce(%v1397 init: %c126) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1399 = stablehlo.broadcast_in_dim %v1398, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1400 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1401 = stablehlo.multiply %v1399, %v1400 : tensor<6304x192xf32>
    %v1402 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1403 = stablehlo.add %v1401, %v1402 : tensor<6304x192xf32>
    %v1404 = stablehlo.rsqrt %v1403 : tensor<6304x192xf32>
    %v1405 = stablehlo.multiply %v1396, %v1404 : tensor<6304x192xf32>
    %v1406 = stablehlo.broadcast_in_dim %v1376, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1407 = stablehlo.multiply %v1405, %v1406 : tensor<6304x192xf32>
    %v1408 = stablehlo.broadcast_in_dim %v1377, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1409 = stablehlo.add %v1407, %v1408 : tensor<6304x192xf32>
    %v1410 = stablehlo.dot_general %v1409, %v1379, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1411 = stablehlo.broadcast_in_dim %v1380, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1412 = stablehlo.add %v1410, %v1411 : tensor<6304x576xf32>
    %v1413 = stablehlo.reshape %v1412 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1414 = stablehlo.transpose %v1413, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1415 = "stablehlo.slice"(%v1414) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1416 = stablehlo.reshape %v1415 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1417 = "stablehlo.slice"(%v1414) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1418 = stablehlo.reshape %v1417 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1419 = "stablehlo.slice"(%v1414) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1420 = stablehlo.reshape %v1419 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1421 = stablehlo.dot_general %v1416, %v1418, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1422 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1423 = stablehlo.multiply %v1421, %v1422 : tensor<32x3x197x197xf32>
    %c127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1424 = stablehlo.reduce(%v1423 init: %c127) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1425 = stablehlo.broadcast_in_dim %v1424, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1426 = stablehlo.subtract %v1423, %v1425 : tensor<32x3x197x197xf32>
    %v1427 = stablehlo.exponential %v1426 : tensor<32x3x197x197xf32>
    %c128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1428 = stablehlo.reduce(%v1427 init: %c128) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1429 = stablehlo.broadcast_in_dim %v1428, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1430 = stablehlo.divide %v1427, %v1429 : tensor<32x3x197x197xf32>
    %v1431 = stablehlo.dot_general %v1430, %v1420, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1432 = stablehlo.transpose %v1431, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1433 = stablehlo.reshape %v1432 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1434 = stablehlo.dot_general %v1433, %v1382, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1435 = stablehlo.broadcast_in_dim %v1383, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1436 = stablehlo.add %v1434, %v1435 : tensor<6304x192xf32>
    %v1437 = stablehlo.add %v1375, %v1436 : tensor<6304x192xf32>
    %c129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1438 = stablehlo.reduce(%v1437 init: %c129) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1439 = stablehlo.broadcast_in_dim %v1438, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1440 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1441 = stablehlo.multiply %v1439, %v1440 : tensor<6304x192xf32>
    %v1442 = stablehlo.subtract %v1437, %v1441 : tensor<6304x192xf32>
    %v1443 = stablehlo.multiply %v1442, %v1442 : tensor<6304x192xf32>
    %c130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1444 = stablehlo.reduce(%v1443 init: %c130) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1445 = stablehlo.broadcast_in_dim %v1444, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1446 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1447 = stablehlo.multiply %v1445, %v1446 : tensor<6304x192xf32>
    %v1448 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1449 = stablehlo.add %v1447, %v1448 : tensor<6304x192xf32>
    %v1450 = stablehlo.rsqrt %v1449 : tensor<6304x192xf32>
    %v1451 = stablehlo.multiply %v1442, %v1450 : tensor<6304x192xf32>
    %v1452 = stablehlo.broadcast_in_dim %v1384, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1453 = stablehlo.multiply %v1451, %v1452 : tensor<6304x192xf32>
    %v1454 = stablehlo.broadcast_in_dim %v1385, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1455 = stablehlo.add %v1453, %v1454 : tensor<6304x192xf32>
    %v1456 = stablehlo.dot_general %v1455, %v1387, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1457 = stablehlo.broadcast_in_dim %v1388, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1458 = stablehlo.add %v1456, %v1457 : tensor<6304x768xf32>
    %v1459 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1460 = stablehlo.multiply %v1458, %v1459 : tensor<6304x768xf32>
    %v1461 = chlo.erf %v1460 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1462 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1463 = stablehlo.add %v1462, %v1461 : tensor<6304x768xf32>
    %v1464 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1465 = stablehlo.multiply %v1463, %v1464 : tensor<6304x768xf32>
    %v1466 = stablehlo.multiply %v1458, %v1465 : tensor<6304x768xf32>
    %v1467 = stablehlo.dot_general %v1466, %v1390, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1468 = stablehlo.broadcast_in_dim %v1391, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1469 = stablehlo.add %v1467, %v1468 : tensor<6304x192xf32>
    %v1470 = stablehlo.add %v1437, %v1469 : tensor<6304x192xf32>
    %v1474 = stablehlo.transpose %v1473, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1477 = stablehlo.transpose %v1476, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1482 = stablehlo.transpose %v1481, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1485 = stablehlo.transpose %v1484, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1487 = stablehlo.reduce(%v1470 init: %c131) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1488 = stablehlo.broadcast_in_dim %v1487, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1489 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1490 = stablehlo.multiply %v1488, %v1489 : tensor<6304x192xf32>
    %v1491 = stablehlo.subtract %v1470, %v1490 : tensor<6304x192xf32>
    %v1492 = stablehlo.multiply %v1491, %v1491 : tensor<6304x192xf32>
    %c132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1493 = stablehlo.reduce(%v1492 init: %c132) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1494 = stablehlo.broadcast_in_dim %v1493, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1495 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1496 = stablehlo.multiply %v1494, %v1495 : tensor<6304x192xf32>
    %v1497 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1498 = stablehlo.add %v1496, %v1497 : tensor<6304x192xf32>
    %v1499 = stablehlo.rsqrt %v1498 : tensor<6304x192xf32>
    %v1500 = stablehlo.multiply %v1491, %v1499 : tensor<6304x192xf32>
    %v1501 = stablehlo.broadcast_in_dim %v1471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1502 = stablehlo.multiply %v1500, %v1501 : tensor<6304x192xf32>
    %v1503 = stablehlo.broadcast_in_dim %v1472, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1504 = stablehlo.add %v1502, %v1503 : tensor<6304x192xf32>
    %v1505 = stablehlo.dot_general %v1504, %v1474, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1506 = stablehlo.broadcast_in_dim %v1475, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1507 = stablehlo.add %v1505, %v1506 : tensor<6304x576xf32>
    %v1508 = stablehlo.reshape %v1507 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1509 = stablehlo.transpose %v1508, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1510 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1511 = stablehlo.reshape %v1510 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1512 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1513 = stablehlo.reshape %v1512 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1514 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1515 = stablehlo.reshape %v1514 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1516 = stablehlo.dot_general %v1511, %v1513, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1517 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1518 = stablehlo.multiply %v1516, %v1517 : tensor<32x3x197x197xf32>
    %c133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1519 = stablehlo.reduce(%v1518 init: %c133) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1520 = stablehlo.broadcast_in_dim %v1519, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1521 = stablehlo.subtract %v1518, %v1520 : tensor<32x3x197x197xf32>
    %v1522 = stablehlo.exponential %v1521 : tensor<32x3x197x197xf32>
    %c134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1523 = stablehlo.reduce(%v1522 init: %c134) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1524 = stablehlo.broadcast_in_dim %v1523, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1525 = stablehlo.divide %v1522, %v1524 : tensor<32x3x197x197xf32>
    %v1526 = stablehlo.dot_general %v1525, %v1515, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1527 = stablehlo.transpose %v1526, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1528 = stablehlo.reshape %v1527 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1529 = stablehlo.dot_general %v1528, %v1477, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1530 = stablehlo.broadcast_in_dim %v1478, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1531 = stablehlo.add %v1529, %v1530 : tensor<6304x192xf32>
    %v1532 = stablehlo.add %v1470, %v1531 : tensor<6304x192xf32>
    %c135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1533 = stablehlo.reduce(%v1532 init: %c135) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1534 = stablehlo.broadcast_in_dim %v1533, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1535 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1536 = stablehlo.multiply %v1534, %v1535 : tensor<6304x192xf32>
    %v1537 = stablehlo.subtract %v1532, %v1536 : tensor<6304x192xf32>
    %v1538 = stablehlo.multiply %v1537, %v1537 : tensor<6304x192xf32>
    %c136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1539 = stablehlo.reduce(%v1538 init: %c136) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1540 = stablehlo.broadcast_in_dim %v1539, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1541 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1542 = stablehlo.multiply %v1540, %v1541 : tensor<6304x192xf32>
    %v1543 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1544 = stablehlo.add %v1542, %v1543 : tensor<6304x192xf32>
    %v1545 = stablehlo.rsqrt %v1544 : tensor<6304x192xf32>
    %v1546 = stablehlo.multiply %v1537, %v1545 : tensor<6304x192xf32>
    %v1547 = stablehlo.broadcast_in_dim %v1479, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1548 = stablehlo.multiply %v1546, %v1547 : tensor<6304x192xf32>
    %v1549 = stablehlo.broadcast_in_dim %v1480, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1550 = stablehlo.add %v1548, %v1549 : tensor<6304x192xf32>
    %v1551 = stablehlo.dot_general %v1550, %v1482, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1552 = stablehlo.broadcast_in_dim %v1483, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1553 = stablehlo.add %v1551, %v1552 : tensor<6304x768xf32>
    %v1554 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1555 = stablehlo.multiply %v1553, %v1554 : tensor<6304x768xf32>
    %v1556 = chlo.erf %v1555 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1557 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1558 = stablehlo.add %v1557, %v1556 : tensor<6304x768xf32>
    %v1559 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1560 = stablehlo.multiply %v1558, %v1559 : tensor<6304x768xf32>
    %v1561 = stablehlo.multiply %v1553, %v1560 : tensor<6304x768xf32>
    %v1562 = stablehlo.dot_general %v1561, %v1485, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1563 = stablehlo.broadcast_in_dim %v1486, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1564 = stablehlo.add %v1562, %v1563 : tensor<6304x192xf32>
    %v1565 = stablehlo.add %v1532, %v1564 : tensor<6304x192xf32>
    %c137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1568 = stablehlo.reduce(%v1565 init: %c137) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1569 = stablehlo.broadcast_in_dim %v1568, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1570 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1571 = stablehlo.multiply %v1569, %v1570 : tensor<6304x192xf32>
    %v1572 = stablehlo.subtract %v1565, %v1571 : tensor<6304x192xf32>
    %v1573 = stablehlo.multiply %v1572, %v1572 : tensor<6304x192xf32>
    %c138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1574 = stablehlo.reduce(%v1573 init: %c138) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1575 = stablehlo.broadcast_in_dim %v1574, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1576 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1577 = stablehlo.multiply %v1575, %v1576 : tensor<6304x192xf32>
    %v1578 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1579 = stablehlo.add %v1577, %v1578 : tensor<6304x192xf32>
    %v1580 = stablehlo.rsqrt %v1579 : tensor<6304x192xf32>
    %v1581 = stablehlo.multiply %v1572, %v1580 : tensor<6304x192xf32>
    %v1582 = stablehlo.broadcast_in_dim %v1566, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1583 = stablehlo.multiply %v1581, %v1582 : tensor<6304x192xf32>
    %v1584 = stablehlo.broadcast_in_dim %v1567, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1585 = stablehlo.add %v1583, %v1584 : tensor<6304x192xf32>
    %v1586 = stablehlo.reshape %v1585 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v1587 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1588 = stablehlo.reshape %v1587 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1589 = "stablehlo.slice"(%v1588) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1590 = stablehlo.reshape %v1589 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1591 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1592 = stablehlo.reshape %v1591 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1593 = "stablehlo.slice"(%v1592) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1594 = stablehlo.reshape %v1593 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1595 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1596 = stablehlo.reshape %v1595 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1597 = "stablehlo.slice"(%v1596) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1598 = stablehlo.reshape %v1597 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1599 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1600 = stablehlo.reshape %v1599 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1601 = "stablehlo.slice"(%v1600) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1602 = stablehlo.reshape %v1601 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1603 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1604 = stablehlo.reshape %v1603 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1605 = "stablehlo.slice"(%v1604) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1606 = stablehlo.reshape %v1605 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1607 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1608 = stablehlo.reshape %v1607 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1609 = "stablehlo.slice"(%v1608) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1610 = stablehlo.reshape %v1609 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1611 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1612 = stablehlo.reshape %v1611 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1613 = "stablehlo.slice"(%v1612) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1614 = stablehlo.reshape %v1613 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1615 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1616 = stablehlo.reshape %v1615 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1617 = "stablehlo.slice"(%v1616) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1618 = stablehlo.reshape %v1617 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1619 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1620 = stablehlo.reshape %v1619 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1621 = "stablehlo.slice"(%v1620) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1622 = stablehlo.reshape %v1621 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1623 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1624 = stablehlo.reshape %v1623 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1625 = "stablehlo.slice"(%v1624) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1626 = stablehlo.reshape %v1625 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1627 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1628 = stablehlo.reshape %v1627 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1629 = "stablehlo.slice"(%v1628) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1630 = stablehlo.reshape %v1629 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1631 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1632 = stablehlo.reshape %v1631 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1633 = "stablehlo.slice"(%v1632) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1634 = stablehlo.reshape %v1633 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1635 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1636 = stablehlo.reshape %v1635 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1637 = "stablehlo.slice"(%v1636) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1638 = stablehlo.reshape %v1637 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1639 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1640 = stablehlo.reshape %v1639 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1641 = "stablehlo.slice"(%v1640) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1642 = stablehlo.reshape %v1641 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1643 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1644 = stablehlo.reshape %v1643 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1645 = "stablehlo.slice"(%v1644) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1646 = stablehlo.reshape %v1645 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1647 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1648 = stablehlo.reshape %v1647 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1649 = "stablehlo.slice"(%v1648) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1650 = stablehlo.reshape %v1649 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1651 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1652 = stablehlo.reshape %v1651 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1653 = "stablehlo.slice"(%v1652) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1654 = stablehlo.reshape %v1653 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1655 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1656 = stablehlo.reshape %v1655 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1657 = "stablehlo.slice"(%v1656) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1658 = stablehlo.reshape %v1657 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1659 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1660 = stablehlo.reshape %v1659 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1661 = "stablehlo.slice"(%v1660) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1662 = stablehlo.reshape %v1661 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1663 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1664 = stablehlo.reshape %v1663 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1665 = "stablehlo.slice"(%v1664) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1666 = stablehlo.reshape %v1665 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1667 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1668 = stablehlo.reshape %v1667 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1669 = "stablehlo.slice"(%v1668) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1670 = stablehlo.reshape %v1669 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1671 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1672 = stablehlo.reshape %v1671 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1673 = "stablehlo.slice"(%v1672) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1674 = stablehlo.reshape %v1673 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1675 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1676 = stablehlo.reshape %v1675 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1677 = "stablehlo.slice"(%v1676) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1678 = stablehlo.reshape %v1677 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1679 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1680 = stablehlo.reshape %v1679 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1681 = "stablehlo.slice"(%v1680) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1682 = stablehlo.reshape %v1681 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1683 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1684 = stablehlo.reshape %v1683 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1685 = "stablehlo.slice"(%v1684) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1686 = stablehlo.reshape %v1685 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1687 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1688 = stablehlo.reshape %v1687 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1689 = "stablehlo.slice"(%v1688) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1690 = stablehlo.reshape %v1689 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1691 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1692 = stablehlo.reshape %v1691 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1693 = "stablehlo.slice"(%v1692) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1694 = stablehlo.reshape %v1693 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1695 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1696 = stablehlo.reshape %v1695 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1697 = "stablehlo.slice"(%v1696) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1698 = stablehlo.reshape %v1697 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1699 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1700 = stablehlo.reshape %v1699 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1701 = "stablehlo.slice"(%v1700) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1702 = stablehlo.reshape %v1701 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1703 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1704 = stablehlo.reshape %v1703 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1705 = "stablehlo.slice"(%v1704) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1706 = stablehlo.reshape %v1705 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1707 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1708 = stablehlo.reshape %v1707 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1709 = "stablehlo.slice"(%v1708) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1710 = stablehlo.reshape %v1709 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1711 = "stablehlo.slice"(%v1586) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1712 = stablehlo.reshape %v1711 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1713 = "stablehlo.slice"(%v1712) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1714 = stablehlo.reshape %v1713 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1715 = stablehlo.concatenate %v1590, %v1594, %v1598, %v1602, %v1606, %v1610, %v1614, %v1618, %v1622, %v1626, %v1630, %v1634, %v1638, %v1642, %v1646, %v1650, %v1654, %v1658, %v1662, %v1666, %v1670, %v1674, %v1678, %v1682, %v1686, %v1690, %v1694, %v1698, %v1702, %v1706, %v1710, %v1714, dim = 0 : (tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>) -> tensor<32x1x192xf32>
    %v1716 = stablehlo.reshape %v1715 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %v1718 = stablehlo.transpose %v1717, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %v1720 = stablehlo.dot_general %v1716, %v1718, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %v1721 = stablehlo.broadcast_in_dim %v1719, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1722 = stablehlo.add %v1720, %v1721 : tensor<32x10xf32>
    %v1724 = stablehlo.iota dim = 1 : tensor<32x10xf32>
    %v1725 = stablehlo.broadcast_in_dim %v1723, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1726 = stablehlo.compare EQ, %v1724, %v1725, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %v1727 = stablehlo.constant dense<9.09999998658895470e-1> : tensor<32x10xf32>
    %v1728 = stablehlo.constant dense<1.00000001490116123e-2> : tensor<32x10xf32>
    %v1729 = stablehlo.select %v1726, %v1727, %v1728 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %c139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1730 = stablehlo.reduce(%v1722 init: %c139) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1731 = stablehlo.broadcast_in_dim %v1730, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1732 = stablehlo.subtract %v1722, %v1731 : tensor<32x10xf32>
    %v1733 = stablehlo.exponential %v1732 : tensor<32x10xf32>
    %c140 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1734 = stablehlo.reduce(%v1733 init: %c140) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1735 = stablehlo.broadcast_in_dim %v1734, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1736 = stablehlo.log %v1735 : tensor<32x10xf32>
    %v1737 = stablehlo.add %v1736, %v1731 : tensor<32x10xf32>
    %v1738 = stablehlo.subtract %v1737, %v1722 : tensor<32x10xf32>
    %v1739 = stablehlo.multiply %v1729, %v1738 : tensor<32x10xf32>
    %c141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1740 = stablehlo.reduce(%v1739 init: %c141) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %v1741 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<f32>
    %v1742 = stablehlo.multiply %v1740, %v1741 : tensor<f32>
    %v1743 = stablehlo.constant dense<1.00000000000000000e0> : tensor<f32>
    %v1744 = stablehlo.iota dim = 1 : tensor<32x10xf32>
    %v1745 = stablehlo.broadcast_in_dim %v1723, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1746 = stablehlo.compare EQ, %v1744, %v1745, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %v1747 = stablehlo.constant dense<9.09999998658895470e-1> : tensor<32x10xf32>
    %v1748 = stablehlo.constant dense<1.00000001490116123e-2> : tensor<32x10xf32>
    %v1749 = stablehlo.select %v1746, %v1747, %v1748 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %c142 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1750 = stablehlo.reduce(%v1722 init: %c142) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1751 = stablehlo.broadcast_in_dim %v1750, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1752 = stablehlo.subtract %v1722, %v1751 : tensor<32x10xf32>
    %v1753 = stablehlo.exponential %v1752 : tensor<32x10xf32>
    %c143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1754 = stablehlo.reduce(%v1753 init: %c143) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1755 = stablehlo.broadcast_in_dim %v1754, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1756 = stablehlo.divide %v1753, %v1755 : tensor<32x10xf32>
    %v1757 = stablehlo.subtract %v1756, %v1749 : tensor<32x10xf32>
    %v1758 = stablehlo.broadcast_in_dim %v1743, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %v1759 = stablehlo.multiply %v1757, %v1758 : tensor<32x10xf32>
    %v1760 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<32x10xf32>
    %v1761 = stablehlo.multiply %v1759, %v1760 : tensor<32x10xf32>
    %v1762 = stablehlo.dot_general %v1761, %v1718, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<192x10xf32>) -> tensor<32x192xf32>
    %v1763 = stablehlo.dot_general %v1716, %v1761, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x10xf32>) -> tensor<192x10xf32>
    %c144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1764 = stablehlo.reduce(%v1761 init: %c144) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %v1765 = stablehlo.reshape %v1762 : (tensor<32x192xf32>) -> tensor<32x1x192xf32>
    %v1766 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1767 = stablehlo.reshape %v1766 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c145 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1768 = "stablehlo.pad"(%v1767, %c145) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1769 = stablehlo.reshape %v1768 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1770 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1771 = stablehlo.reshape %v1770 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1772 = "stablehlo.pad"(%v1771, %c146) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1773 = stablehlo.reshape %v1772 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1774 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1775 = stablehlo.reshape %v1774 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1776 = "stablehlo.pad"(%v1775, %c147) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1777 = stablehlo.reshape %v1776 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1778 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1779 = stablehlo.reshape %v1778 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c148 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1780 = "stablehlo.pad"(%v1779, %c148) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1781 = stablehlo.reshape %v1780 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1782 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1783 = stablehlo.reshape %v1782 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c149 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1784 = "stablehlo.pad"(%v1783, %c149) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1785 = stablehlo.reshape %v1784 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1786 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1787 = stablehlo.reshape %v1786 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c150 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1788 = "stablehlo.pad"(%v1787, %c150) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1789 = stablehlo.reshape %v1788 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1790 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1791 = stablehlo.reshape %v1790 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c151 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1792 = "stablehlo.pad"(%v1791, %c151) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1793 = stablehlo.reshape %v1792 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1794 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1795 = stablehlo.reshape %v1794 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1796 = "stablehlo.pad"(%v1795, %c152) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1797 = stablehlo.reshape %v1796 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1798 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1799 = stablehlo.reshape %v1798 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1800 = "stablehlo.pad"(%v1799, %c153) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1801 = stablehlo.reshape %v1800 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1802 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1803 = stablehlo.reshape %v1802 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1804 = "stablehlo.pad"(%v1803, %c154) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1805 = stablehlo.reshape %v1804 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1806 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1807 = stablehlo.reshape %v1806 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c155 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1808 = "stablehlo.pad"(%v1807, %c155) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1809 = stablehlo.reshape %v1808 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1810 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1811 = stablehlo.reshape %v1810 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c156 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1812 = "stablehlo.pad"(%v1811, %c156) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1813 = stablehlo.reshape %v1812 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1814 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1815 = stablehlo.reshape %v1814 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1816 = "stablehlo.pad"(%v1815, %c157) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1817 = stablehlo.reshape %v1816 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1818 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1819 = stablehlo.reshape %v1818 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c158 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1820 = "stablehlo.pad"(%v1819, %c158) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1821 = stablehlo.reshape %v1820 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1822 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1823 = stablehlo.reshape %v1822 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c159 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1824 = "stablehlo.pad"(%v1823, %c159) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1825 = stablehlo.reshape %v1824 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1826 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1827 = stablehlo.reshape %v1826 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c160 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1828 = "stablehlo.pad"(%v1827, %c160) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1829 = stablehlo.reshape %v1828 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1830 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1831 = stablehlo.reshape %v1830 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1832 = "stablehlo.pad"(%v1831, %c161) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1833 = stablehlo.reshape %v1832 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1834 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1835 = stablehlo.reshape %v1834 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c162 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1836 = "stablehlo.pad"(%v1835, %c162) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1837 = stablehlo.reshape %v1836 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1838 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1839 = stablehlo.reshape %v1838 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1840 = "stablehlo.pad"(%v1839, %c163) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1841 = stablehlo.reshape %v1840 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1842 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1843 = stablehlo.reshape %v1842 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1844 = "stablehlo.pad"(%v1843, %c164) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1845 = stablehlo.reshape %v1844 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1846 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1847 = stablehlo.reshape %v1846 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1848 = "stablehlo.pad"(%v1847, %c165) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1849 = stablehlo.reshape %v1848 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1850 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1851 = stablehlo.reshape %v1850 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c166 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1852 = "stablehlo.pad"(%v1851, %c166) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1853 = stablehlo.reshape %v1852 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1854 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1855 = stablehlo.reshape %v1854 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1856 = "stablehlo.pad"(%v1855, %c167) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1857 = stablehlo.reshape %v1856 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1858 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1859 = stablehlo.reshape %v1858 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c168 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1860 = "stablehlo.pad"(%v1859, %c168) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1861 = stablehlo.reshape %v1860 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1862 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1863 = stablehlo.reshape %v1862 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c169 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1864 = "stablehlo.pad"(%v1863, %c169) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1865 = stablehlo.reshape %v1864 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1866 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1867 = stablehlo.reshape %v1866 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c170 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1868 = "stablehlo.pad"(%v1867, %c170) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1869 = stablehlo.reshape %v1868 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1870 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1871 = stablehlo.reshape %v1870 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1872 = "stablehlo.pad"(%v1871, %c171) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1873 = stablehlo.reshape %v1872 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1874 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1875 = stablehlo.reshape %v1874 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c172 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1876 = "stablehlo.pad"(%v1875, %c172) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1877 = stablehlo.reshape %v1876 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1878 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1879 = stablehlo.reshape %v1878 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1880 = "stablehlo.pad"(%v1879, %c173) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1881 = stablehlo.reshape %v1880 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1882 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1883 = stablehlo.reshape %v1882 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c174 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1884 = "stablehlo.pad"(%v1883, %c174) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1885 = stablehlo.reshape %v1884 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1886 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1887 = stablehlo.reshape %v1886 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1888 = "stablehlo.pad"(%v1887, %c175) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1889 = stablehlo.reshape %v1888 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1890 = "stablehlo.slice"(%v1765) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1891 = stablehlo.reshape %v1890 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c176 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1892 = "stablehlo.pad"(%v1891, %c176) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1893 = stablehlo.reshape %v1892 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1894 = stablehlo.concatenate %v1769, %v1773, %v1777, %v1781, %v1785, %v1789, %v1793, %v1797, %v1801, %v1805, %v1809, %v1813, %v1817, %v1821, %v1825, %v1829, %v1833, %v1837, %v1841, %v1845, %v1849, %v1853, %v1857, %v1861, %v1865, %v1869, %v1873, %v1877, %v1881, %v1885, %v1889, %v1893, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v1895 = stablehlo.reshape %v1894 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %c177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1896 = stablehlo.reduce(%v1565 init: %c177) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1897 = stablehlo.broadcast_in_dim %v1896, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1898 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1899 = stablehlo.multiply %v1897, %v1898 : tensor<6304x192xf32>
    %v1900 = stablehlo.subtract %v1565, %v1899 : tensor<6304x192xf32>
    %v1901 = stablehlo.multiply %v1900, %v1900 : tensor<6304x192xf32>
    %c178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1902 = stablehlo.reduce(%v1901 init: %c178) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1903 = stablehlo.broadcast_in_dim %v1902, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1904 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1905 = stablehlo.multiply %v1903, %v1904 : tensor<6304x192xf32>
    %v1906 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1907 = stablehlo.add %v1905, %v1906 : tensor<6304x192xf32>
    %v1908 = stablehlo.rsqrt %v1907 : tensor<6304x192xf32>
    %v1909 = stablehlo.multiply %v1900, %v1908 : tensor<6304x192xf32>
    %c179 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1910 = stablehlo.reduce(%v1895 init: %c179) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1911 = stablehlo.broadcast_in_dim %v1566, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1912 = stablehlo.multiply %v1895, %v1911 : tensor<6304x192xf32>
    %v1913 = stablehlo.multiply %v1909, %v1895 : tensor<6304x192xf32>
    %c180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1914 = stablehlo.reduce(%v1913 init: %c180) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1915 = stablehlo.reduce(%v1565 init: %c181) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1916 = stablehlo.broadcast_in_dim %v1915, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1917 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1918 = stablehlo.multiply %v1916, %v1917 : tensor<6304x192xf32>
    %v1919 = stablehlo.subtract %v1565, %v1918 : tensor<6304x192xf32>
    %v1920 = stablehlo.multiply %v1919, %v1919 : tensor<6304x192xf32>
    %c182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1921 = stablehlo.reduce(%v1920 init: %c182) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1922 = stablehlo.broadcast_in_dim %v1921, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1923 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1924 = stablehlo.multiply %v1922, %v1923 : tensor<6304x192xf32>
    %v1925 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1926 = stablehlo.add %v1924, %v1925 : tensor<6304x192xf32>
    %v1927 = stablehlo.rsqrt %v1926 : tensor<6304x192xf32>
    %c183 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1928 = stablehlo.reduce(%v1912 init: %c183) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1929 = stablehlo.broadcast_in_dim %v1928, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1930 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1931 = stablehlo.multiply %v1929, %v1930 : tensor<6304x192xf32>
    %v1932 = stablehlo.multiply %v1912, %v1909 : tensor<6304x192xf32>
    %c184 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1933 = stablehlo.reduce(%v1932 init: %c184) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1934 = stablehlo.broadcast_in_dim %v1933, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1935 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1936 = stablehlo.multiply %v1934, %v1935 : tensor<6304x192xf32>
    %v1937 = stablehlo.multiply %v1909, %v1936 : tensor<6304x192xf32>
    %v1938 = stablehlo.subtract %v1912, %v1931 : tensor<6304x192xf32>
    %v1939 = stablehlo.subtract %v1938, %v1937 : tensor<6304x192xf32>
    %v1940 = stablehlo.multiply %v1927, %v1939 : tensor<6304x192xf32>
    %v1941 = stablehlo.dot_general %v1940, %v1485, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1942 = stablehlo.dot_general %v1561, %v1940, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1943 = stablehlo.reduce(%v1940 init: %c185) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1944 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1945 = stablehlo.multiply %v1553, %v1944 : tensor<6304x768xf32>
    %v1946 = chlo.erf %v1945 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1947 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1948 = stablehlo.add %v1947, %v1946 : tensor<6304x768xf32>
    %v1949 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1950 = stablehlo.multiply %v1948, %v1949 : tensor<6304x768xf32>
    %v1951 = stablehlo.multiply %v1553, %v1553 : tensor<6304x768xf32>
    %v1952 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1953 = stablehlo.multiply %v1951, %v1952 : tensor<6304x768xf32>
    %v1954 = stablehlo.exponential %v1953 : tensor<6304x768xf32>
    %v1955 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v1956 = stablehlo.multiply %v1954, %v1955 : tensor<6304x768xf32>
    %v1957 = stablehlo.multiply %v1553, %v1956 : tensor<6304x768xf32>
    %v1958 = stablehlo.add %v1950, %v1957 : tensor<6304x768xf32>
    %v1959 = stablehlo.multiply %v1941, %v1958 : tensor<6304x768xf32>
    %v1960 = stablehlo.dot_general %v1959, %v1482, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1961 = stablehlo.dot_general %v1550, %v1959, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c186 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1962 = stablehlo.reduce(%v1959 init: %c186) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1967 = stablehlo.reduce(%v1532 init: %c187) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1968 = stablehlo.broadcast_in_dim %v1967, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1969 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1970 = stablehlo.multiply %v1968, %v1969 : tensor<6304x192xf32>
    %v1971 = stablehlo.subtract %v1532, %v1970 : tensor<6304x192xf32>
    %v1972 = stablehlo.multiply %v1971, %v1971 : tensor<6304x192xf32>
    %c188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1973 = stablehlo.reduce(%v1972 init: %c188) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1974 = stablehlo.broadcast_in_dim %v1973, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1975 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1976 = stablehlo.multiply %v1974, %v1975 : tensor<6304x192xf32>
    %v1977 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1978 = stablehlo.add %v1976, %v1977 : tensor<6304x192xf32>
    %v1979 = stablehlo.rsqrt %v1978 : tensor<6304x192xf32>
    %v1980 = stablehlo.multiply %v1971, %v1979 : tensor<6304x192xf32>
    %c189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1981 = stablehlo.reduce(%v1960 init: %c189) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1982 = stablehlo.broadcast_in_dim %v1479, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1983 = stablehlo.multiply %v1960, %v1982 : tensor<6304x192xf32>
    %v1984 = stablehlo.multiply %v1980, %v1960 : tensor<6304x192xf32>
    %c190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1985 = stablehlo.reduce(%v1984 init: %c190) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1986 = stablehlo.reduce(%v1532 init: %c191) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1987 = stablehlo.broadcast_in_dim %v1986, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1988 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1989 = stablehlo.multiply %v1987, %v1988 : tensor<6304x192xf32>
    %v1990 = stablehlo.subtract %v1532, %v1989 : tensor<6304x192xf32>
    %v1991 = stablehlo.multiply %v1990, %v1990 : tensor<6304x192xf32>
    %c192 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1992 = stablehlo.reduce(%v1991 init: %c192) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1993 = stablehlo.broadcast_in_dim %v1992, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1994 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1995 = stablehlo.multiply %v1993, %v1994 : tensor<6304x192xf32>
    %v1996 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1997 = stablehlo.add %v1995, %v1996 : tensor<6304x192xf32>
    %v1998 = stablehlo.rsqrt %v1997 : tensor<6304x192xf32>
    %c193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1999 = stablehlo.reduce(%v1983 init: %c193) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2000 = stablehlo.broadcast_in_dim %v1999, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2001 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2002 = stablehlo.multiply %v2000, %v2001 : tensor<6304x192xf32>
    %v2003 = stablehlo.multiply %v1983, %v1980 : tensor<6304x192xf32>
    %c194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2004 = stablehlo.reduce(%v2003 init: %c194) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2005 = stablehlo.broadcast_in_dim %v2004, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2006 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2007 = stablehlo.multiply %v2005, %v2006 : tensor<6304x192xf32>
    %v2008 = stablehlo.multiply %v1980, %v2007 : tensor<6304x192xf32>
    %v2009 = stablehlo.subtract %v1983, %v2002 : tensor<6304x192xf32>
    %v2010 = stablehlo.subtract %v2009, %v2008 : tensor<6304x192xf32>
    %v2011 = stablehlo.multiply %v1998, %v2010 : tensor<6304x192xf32>
    %v2012 = stablehlo.add %v1940, %v2011 : tensor<6304x192xf32>
    %v2013 = stablehlo.dot_general %v2012, %v1477, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2014 = stablehlo.dot_general %v1528, %v2012, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2015 = stablehlo.reduce(%v2012 init: %c195) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2016 = stablehlo.reshape %v1507 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2017 = stablehlo.transpose %v2016, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2018 = "stablehlo.slice"(%v2017) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2019 = stablehlo.reshape %v2018 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2020 = "stablehlo.slice"(%v2017) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2021 = stablehlo.reshape %v2020 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2022 = "stablehlo.slice"(%v2017) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2023 = stablehlo.reshape %v2022 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2024 = stablehlo.dot_general %v2019, %v2021, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2025 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2026 = stablehlo.multiply %v2024, %v2025 : tensor<32x3x197x197xf32>
    %c196 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2027 = stablehlo.reduce(%v2026 init: %c196) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2028 = stablehlo.broadcast_in_dim %v2027, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2029 = stablehlo.subtract %v2026, %v2028 : tensor<32x3x197x197xf32>
    %v2030 = stablehlo.exponential %v2029 : tensor<32x3x197x197xf32>
    %c197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2031 = stablehlo.reduce(%v2030 init: %c197) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2032 = stablehlo.broadcast_in_dim %v2031, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2033 = stablehlo.divide %v2030, %v2032 : tensor<32x3x197x197xf32>
    %v2034 = stablehlo.reshape %v2013 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2035 = stablehlo.transpose %v2034, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2036 = stablehlo.dot_general %v2033, %v2035, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2037 = stablehlo.dot_general %v2035, %v2023, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2038 = stablehlo.multiply %v2033, %v2037 : tensor<32x3x197x197xf32>
    %c198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2039 = stablehlo.reduce(%v2038 init: %c198) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2040 = stablehlo.broadcast_in_dim %v2039, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2041 = stablehlo.subtract %v2037, %v2040 : tensor<32x3x197x197xf32>
    %v2042 = stablehlo.multiply %v2033, %v2041 : tensor<32x3x197x197xf32>
    %v2043 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2044 = stablehlo.multiply %v2042, %v2043 : tensor<32x3x197x197xf32>
    %v2045 = stablehlo.dot_general %v2044, %v2021, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2046 = stablehlo.dot_general %v2044, %v2019, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2047 = stablehlo.reshape %v2045 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2048 = stablehlo.reshape %v2046 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2049 = stablehlo.reshape %v2036 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2050 = stablehlo.concatenate %v2047, %v2048, %v2049, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2051 = stablehlo.transpose %v2050, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2052 = stablehlo.reshape %v2051 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2053 = stablehlo.dot_general %v2052, %v1474, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2054 = stablehlo.dot_general %v1504, %v2052, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2055 = stablehlo.reduce(%v2052 init: %c199) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2060 = stablehlo.reduce(%v1470 init: %c200) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2061 = stablehlo.broadcast_in_dim %v2060, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2062 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2063 = stablehlo.multiply %v2061, %v2062 : tensor<6304x192xf32>
    %v2064 = stablehlo.subtract %v1470, %v2063 : tensor<6304x192xf32>
    %v2065 = stablehlo.multiply %v2064, %v2064 : tensor<6304x192xf32>
    %c201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2066 = stablehlo.reduce(%v2065 init: %c201) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2067 = stablehlo.broadcast_in_dim %v2066, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2068 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2069 = stablehlo.multiply %v2067, %v2068 : tensor<6304x192xf32>
    %v2070 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2071 = stablehlo.add %v2069, %v2070 : tensor<6304x192xf32>
    %v2072 = stablehlo.rsqrt %v2071 : tensor<6304x192xf32>
    %v2073 = stablehlo.multiply %v2064, %v2072 : tensor<6304x192xf32>
    %c202 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2074 = stablehlo.reduce(%v2053 init: %c202) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2075 = stablehlo.broadcast_in_dim %v1471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2076 = stablehlo.multiply %v2053, %v2075 : tensor<6304x192xf32>
    %v2077 = stablehlo.multiply %v2073, %v2053 : tensor<6304x192xf32>
    %c203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2078 = stablehlo.reduce(%v2077 init: %c203) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c204 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2079 = stablehlo.reduce(%v1470 init: %c204) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2080 = stablehlo.broadcast_in_dim %v2079, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2081 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2082 = stablehlo.multiply %v2080, %v2081 : tensor<6304x192xf32>
    %v2083 = stablehlo.subtract %v1470, %v2082 : tensor<6304x192xf32>
    %v2084 = stablehlo.multiply %v2083, %v2083 : tensor<6304x192xf32>
    %c205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2085 = stablehlo.reduce(%v2084 init: %c205) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2086 = stablehlo.broadcast_in_dim %v2085, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2087 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2088 = stablehlo.multiply %v2086, %v2087 : tensor<6304x192xf32>
    %v2089 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2090 = stablehlo.add %v2088, %v2089 : tensor<6304x192xf32>
    %v2091 = stablehlo.rsqrt %v2090 : tensor<6304x192xf32>
    %c206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2092 = stablehlo.reduce(%v2076 init: %c206) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2093 = stablehlo.broadcast_in_dim %v2092, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2094 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2095 = stablehlo.multiply %v2093, %v2094 : tensor<6304x192xf32>
    %v2096 = stablehlo.multiply %v2076, %v2073 : tensor<6304x192xf32>
    %c207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2097 = stablehlo.reduce(%v2096 init: %c207) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2098 = stablehlo.broadcast_in_dim %v2097, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2099 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2100 = stablehlo.multiply %v2098, %v2099 : tensor<6304x192xf32>
    %v2101 = stablehlo.multiply %v2073, %v2100 : tensor<6304x192xf32>
    %v2102 = stablehlo.subtract %v2076, %v2095 : tensor<6304x192xf32>
    %v2103 = stablehlo.subtract %v2102, %v2101 : tensor<6304x192xf32>
    %v2104 = stablehlo.multiply %v2091, %v2103 : tensor<6304x192xf32>
    %v2105 = stablehlo.add %v2012, %v2104 : tensor<6304x192xf32>
    %v2118 = stablehlo.dot_general %v2105, %v1390, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2119 = stablehlo.dot_general %v1466, %v2105, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2120 = stablehlo.reduce(%v2105 init: %c208) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2121 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2122 = stablehlo.multiply %v1458, %v2121 : tensor<6304x768xf32>
    %v2123 = chlo.erf %v2122 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2124 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2125 = stablehlo.add %v2124, %v2123 : tensor<6304x768xf32>
    %v2126 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2127 = stablehlo.multiply %v2125, %v2126 : tensor<6304x768xf32>
    %v2128 = stablehlo.multiply %v1458, %v1458 : tensor<6304x768xf32>
    %v2129 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2130 = stablehlo.multiply %v2128, %v2129 : tensor<6304x768xf32>
    %v2131 = stablehlo.exponential %v2130 : tensor<6304x768xf32>
    %v2132 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2133 = stablehlo.multiply %v2131, %v2132 : tensor<6304x768xf32>
    %v2134 = stablehlo.multiply %v1458, %v2133 : tensor<6304x768xf32>
    %v2135 = stablehlo.add %v2127, %v2134 : tensor<6304x768xf32>
    %v2136 = stablehlo.multiply %v2118, %v2135 : tensor<6304x768xf32>
    %v2137 = stablehlo.dot_general %v2136, %v1387, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2138 = stablehlo.dot_general %v1455, %v2136, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c209 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2139 = stablehlo.reduce(%v2136 init: %c209) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2144 = stablehlo.reduce(%v1437 init: %c210) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2145 = stablehlo.broadcast_in_dim %v2144, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2146 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2147 = stablehlo.multiply %v2145, %v2146 : tensor<6304x192xf32>
    %v2148 = stablehlo.subtract %v1437, %v2147 : tensor<6304x192xf32>
    %v2149 = stablehlo.multiply %v2148, %v2148 : tensor<6304x192xf32>
    %c211 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2150 = stablehlo.reduce(%v2149 init: %c211) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2151 = stablehlo.broadcast_in_dim %v2150, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2152 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2153 = stablehlo.multiply %v2151, %v2152 : tensor<6304x192xf32>
    %v2154 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2155 = stablehlo.add %v2153, %v2154 : tensor<6304x192xf32>
    %v2156 = stablehlo.rsqrt %v2155 : tensor<6304x192xf32>
    %v2157 = stablehlo.multiply %v2148, %v2156 : tensor<6304x192xf32>
    %c212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2158 = stablehlo.reduce(%v2137 init: %c212) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2159 = stablehlo.broadcast_in_dim %v1384, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2160 = stablehlo.multiply %v2137, %v2159 : tensor<6304x192xf32>
    %v2161 = stablehlo.multiply %v2157, %v2137 : tensor<6304x192xf32>
    %c213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2162 = stablehlo.reduce(%v2161 init: %c213) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2163 = stablehlo.reduce(%v1437 init: %c214) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2164 = stablehlo.broadcast_in_dim %v2163, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2165 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2166 = stablehlo.multiply %v2164, %v2165 : tensor<6304x192xf32>
    %v2167 = stablehlo.subtract %v1437, %v2166 : tensor<6304x192xf32>
    %v2168 = stablehlo.multiply %v2167, %v2167 : tensor<6304x192xf32>
    %c215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2169 = stablehlo.reduce(%v2168 init: %c215) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2170 = stablehlo.broadcast_in_dim %v2169, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2171 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2172 = stablehlo.multiply %v2170, %v2171 : tensor<6304x192xf32>
    %v2173 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2174 = stablehlo.add %v2172, %v2173 : tensor<6304x192xf32>
    %v2175 = stablehlo.rsqrt %v2174 : tensor<6304x192xf32>
    %c216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2176 = stablehlo.reduce(%v2160 init: %c216) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2177 = stablehlo.broadcast_in_dim %v2176, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2178 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2179 = stablehlo.multiply %v2177, %v2178 : tensor<6304x192xf32>
    %v2180 = stablehlo.multiply %v2160, %v2157 : tensor<6304x192xf32>
    %c217 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2181 = stablehlo.reduce(%v2180 init: %c217) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2182 = stablehlo.broadcast_in_dim %v2181, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2183 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2184 = stablehlo.multiply %v2182, %v2183 : tensor<6304x192xf32>
    %v2185 = stablehlo.multiply %v2157, %v2184 : tensor<6304x192xf32>
    %v2186 = stablehlo.subtract %v2160, %v2179 : tensor<6304x192xf32>
    %v2187 = stablehlo.subtract %v2186, %v2185 : tensor<6304x192xf32>
    %v2188 = stablehlo.multiply %v2175, %v2187 : tensor<6304x192xf32>
    %v2189 = stablehlo.add %v2105, %v2188 : tensor<6304x192xf32>
    %v2190 = stablehlo.dot_general %v2189, %v1382, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2191 = stablehlo.dot_general %v1433, %v2189, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2192 = stablehlo.reduce(%v2189 init: %c218) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2193 = stablehlo.reshape %v1412 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2194 = stablehlo.transpose %v2193, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2195 = "stablehlo.slice"(%v2194) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2196 = stablehlo.reshape %v2195 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2197 = "stablehlo.slice"(%v2194) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2198 = stablehlo.reshape %v2197 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2199 = "stablehlo.slice"(%v2194) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2200 = stablehlo.reshape %v2199 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2201 = stablehlo.dot_general %v2196, %v2198, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2202 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2203 = stablehlo.multiply %v2201, %v2202 : tensor<32x3x197x197xf32>
    %c219 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2204 = stablehlo.reduce(%v2203 init: %c219) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2205 = stablehlo.broadcast_in_dim %v2204, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2206 = stablehlo.subtract %v2203, %v2205 : tensor<32x3x197x197xf32>
    %v2207 = stablehlo.exponential %v2206 : tensor<32x3x197x197xf32>
    %c220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2208 = stablehlo.reduce(%v2207 init: %c220) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2209 = stablehlo.broadcast_in_dim %v2208, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2210 = stablehlo.divide %v2207, %v2209 : tensor<32x3x197x197xf32>
    %v2211 = stablehlo.reshape %v2190 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2212 = stablehlo.transpose %v2211, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2213 = stablehlo.dot_general %v2210, %v2212, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2214 = stablehlo.dot_general %v2212, %v2200, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2215 = stablehlo.multiply %v2210, %v2214 : tensor<32x3x197x197xf32>
    %c221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2216 = stablehlo.reduce(%v2215 init: %c221) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2217 = stablehlo.broadcast_in_dim %v2216, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2218 = stablehlo.subtract %v2214, %v2217 : tensor<32x3x197x197xf32>
    %v2219 = stablehlo.multiply %v2210, %v2218 : tensor<32x3x197x197xf32>
    %v2220 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2221 = stablehlo.multiply %v2219, %v2220 : tensor<32x3x197x197xf32>
    %v2222 = stablehlo.dot_general %v2221, %v2198, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2223 = stablehlo.dot_general %v2221, %v2196, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2224 = stablehlo.reshape %v2222 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2225 = stablehlo.reshape %v2223 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2226 = stablehlo.reshape %v2213 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2227 = stablehlo.concatenate %v2224, %v2225, %v2226, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2228 = stablehlo.transpose %v2227, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2229 = stablehlo.reshape %v2228 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2230 = stablehlo.dot_general %v2229, %v1379, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2231 = stablehlo.dot_general %v1409, %v2229, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2232 = stablehlo.reduce(%v2229 init: %c222) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2237 = stablehlo.reduce(%v1375 init: %c223) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2238 = stablehlo.broadcast_in_dim %v2237, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2239 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2240 = stablehlo.multiply %v2238, %v2239 : tensor<6304x192xf32>
    %v2241 = stablehlo.subtract %v1375, %v2240 : tensor<6304x192xf32>
    %v2242 = stablehlo.multiply %v2241, %v2241 : tensor<6304x192xf32>
    %c224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2243 = stablehlo.reduce(%v2242 init: %c224) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2244 = stablehlo.broadcast_in_dim %v2243, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2245 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2246 = stablehlo.multiply %v2244, %v2245 : tensor<6304x192xf32>
    %v2247 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2248 = stablehlo.add %v2246, %v2247 : tensor<6304x192xf32>
    %v2249 = stablehlo.rsqrt %v2248 : tensor<6304x192xf32>
    %v2250 = stablehlo.multiply %v2241, %v2249 : tensor<6304x192xf32>
    %c225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2251 = stablehlo.reduce(%v2230 init: %c225) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2252 = stablehlo.broadcast_in_dim %v1376, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2253 = stablehlo.multiply %v2230, %v2252 : tensor<6304x192xf32>
    %v2254 = stablehlo.multiply %v2250, %v2230 : tensor<6304x192xf32>
    %c226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2255 = stablehlo.reduce(%v2254 init: %c226) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c227 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2256 = stablehlo.reduce(%v1375 init: %c227) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2257 = stablehlo.broadcast_in_dim %v2256, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2258 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2259 = stablehlo.multiply %v2257, %v2258 : tensor<6304x192xf32>
    %v2260 = stablehlo.subtract %v1375, %v2259 : tensor<6304x192xf32>
    %v2261 = stablehlo.multiply %v2260, %v2260 : tensor<6304x192xf32>
    %c228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2262 = stablehlo.reduce(%v2261 init: %c228) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2263 = stablehlo.broadcast_in_dim %v2262, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2264 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2265 = stablehlo.multiply %v2263, %v2264 : tensor<6304x192xf32>
    %v2266 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2267 = stablehlo.add %v2265, %v2266 : tensor<6304x192xf32>
    %v2268 = stablehlo.rsqrt %v2267 : tensor<6304x192xf32>
    %c229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2269 = stablehlo.reduce(%v2253 init: %c229) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2270 = stablehlo.broadcast_in_dim %v2269, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2271 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2272 = stablehlo.multiply %v2270, %v2271 : tensor<6304x192xf32>
    %v2273 = stablehlo.multiply %v2253, %v2250 : tensor<6304x192xf32>
    %c230 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2274 = stablehlo.reduce(%v2273 init: %c230) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2275 = stablehlo.broadcast_in_dim %v2274, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2276 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2277 = stablehlo.multiply %v2275, %v2276 : tensor<6304x192xf32>
    %v2278 = stablehlo.multiply %v2250, %v2277 : tensor<6304x192xf32>
    %v2279 = stablehlo.subtract %v2253, %v2272 : tensor<6304x192xf32>
    %v2280 = stablehlo.subtract %v2279, %v2278 : tensor<6304x192xf32>
    %v2281 = stablehlo.multiply %v2268, %v2280 : tensor<6304x192xf32>
    %v2282 = stablehlo.add %v2189, %v2281 : tensor<6304x192xf32>
    %v2295 = stablehlo.dot_general %v2282, %v1295, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2296 = stablehlo.dot_general %v1371, %v2282, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2297 = stablehlo.reduce(%v2282 init: %c231) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2298 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2299 = stablehlo.multiply %v1363, %v2298 : tensor<6304x768xf32>
    %v2300 = chlo.erf %v2299 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2301 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2302 = stablehlo.add %v2301, %v2300 : tensor<6304x768xf32>
    %v2303 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2304 = stablehlo.multiply %v2302, %v2303 : tensor<6304x768xf32>
    %v2305 = stablehlo.multiply %v1363, %v1363 : tensor<6304x768xf32>
    %v2306 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2307 = stablehlo.multiply %v2305, %v2306 : tensor<6304x768xf32>
    %v2308 = stablehlo.exponential %v2307 : tensor<6304x768xf32>
    %v2309 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2310 = stablehlo.multiply %v2308, %v2309 : tensor<6304x768xf32>
    %v2311 = stablehlo.multiply %v1363, %v2310 : tensor<6304x768xf32>
    %v2312 = stablehlo.add %v2304, %v2311 : tensor<6304x768xf32>
    %v2313 = stablehlo.multiply %v2295, %v2312 : tensor<6304x768xf32>
    %v2314 = stablehlo.dot_general %v2313, %v1292, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2315 = stablehlo.dot_general %v1360, %v2313, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2316 = stablehlo.reduce(%v2313 init: %c232) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2321 = stablehlo.reduce(%v1342 init: %c233) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2322 = stablehlo.broadcast_in_dim %v2321, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2323 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2324 = stablehlo.multiply %v2322, %v2323 : tensor<6304x192xf32>
    %v2325 = stablehlo.subtract %v1342, %v2324 : tensor<6304x192xf32>
    %v2326 = stablehlo.multiply %v2325, %v2325 : tensor<6304x192xf32>
    %c234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2327 = stablehlo.reduce(%v2326 init: %c234) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2328 = stablehlo.broadcast_in_dim %v2327, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2329 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2330 = stablehlo.multiply %v2328, %v2329 : tensor<6304x192xf32>
    %v2331 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2332 = stablehlo.add %v2330, %v2331 : tensor<6304x192xf32>
    %v2333 = stablehlo.rsqrt %v2332 : tensor<6304x192xf32>
    %v2334 = stablehlo.multiply %v2325, %v2333 : tensor<6304x192xf32>
    %c235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2335 = stablehlo.reduce(%v2314 init: %c235) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2336 = stablehlo.broadcast_in_dim %v1289, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2337 = stablehlo.multiply %v2314, %v2336 : tensor<6304x192xf32>
    %v2338 = stablehlo.multiply %v2334, %v2314 : tensor<6304x192xf32>
    %c236 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2339 = stablehlo.reduce(%v2338 init: %c236) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2340 = stablehlo.reduce(%v1342 init: %c237) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2341 = stablehlo.broadcast_in_dim %v2340, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2342 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2343 = stablehlo.multiply %v2341, %v2342 : tensor<6304x192xf32>
    %v2344 = stablehlo.subtract %v1342, %v2343 : tensor<6304x192xf32>
    %v2345 = stablehlo.multiply %v2344, %v2344 : tensor<6304x192xf32>
    %c238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2346 = stablehlo.reduce(%v2345 init: %c238) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2347 = stablehlo.broadcast_in_dim %v2346, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2348 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2349 = stablehlo.multiply %v2347, %v2348 : tensor<6304x192xf32>
    %v2350 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2351 = stablehlo.add %v2349, %v2350 : tensor<6304x192xf32>
    %v2352 = stablehlo.rsqrt %v2351 : tensor<6304x192xf32>
    %c239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2353 = stablehlo.reduce(%v2337 init: %c239) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2354 = stablehlo.broadcast_in_dim %v2353, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2355 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2356 = stablehlo.multiply %v2354, %v2355 : tensor<6304x192xf32>
    %v2357 = stablehlo.multiply %v2337, %v2334 : tensor<6304x192xf32>
    %c240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2358 = stablehlo.reduce(%v2357 init: %c240) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2359 = stablehlo.broadcast_in_dim %v2358, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2360 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2361 = stablehlo.multiply %v2359, %v2360 : tensor<6304x192xf32>
    %v2362 = stablehlo.multiply %v2334, %v2361 : tensor<6304x192xf32>
    %v2363 = stablehlo.subtract %v2337, %v2356 : tensor<6304x192xf32>
    %v2364 = stablehlo.subtract %v2363, %v2362 : tensor<6304x192xf32>
    %v2365 = stablehlo.multiply %v2352, %v2364 : tensor<6304x192xf32>
    %v2366 = stablehlo.add %v2282, %v2365 : tensor<6304x192xf32>
    %v2367 = stablehlo.dot_general %v2366, %v1287, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2368 = stablehlo.dot_general %v1338, %v2366, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2369 = stablehlo.reduce(%v2366 init: %c241) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2370 = stablehlo.reshape %v1317 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2371 = stablehlo.transpose %v2370, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2372 = "stablehlo.slice"(%v2371) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2373 = stablehlo.reshape %v2372 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2374 = "stablehlo.slice"(%v2371) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2375 = stablehlo.reshape %v2374 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2376 = "stablehlo.slice"(%v2371) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2377 = stablehlo.reshape %v2376 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2378 = stablehlo.dot_general %v2373, %v2375, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2379 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2380 = stablehlo.multiply %v2378, %v2379 : tensor<32x3x197x197xf32>
    %c242 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2381 = stablehlo.reduce(%v2380 init: %c242) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2382 = stablehlo.broadcast_in_dim %v2381, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2383 = stablehlo.subtract %v2380, %v2382 : tensor<32x3x197x197xf32>
    %v2384 = stablehlo.exponential %v2383 : tensor<32x3x197x197xf32>
    %c243 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2385 = stablehlo.reduce(%v2384 init: %c243) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2386 = stablehlo.broadcast_in_dim %v2385, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2387 = stablehlo.divide %v2384, %v2386 : tensor<32x3x197x197xf32>
    %v2388 = stablehlo.reshape %v2367 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2389 = stablehlo.transpose %v2388, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2390 = stablehlo.dot_general %v2387, %v2389, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2391 = stablehlo.dot_general %v2389, %v2377, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2392 = stablehlo.multiply %v2387, %v2391 : tensor<32x3x197x197xf32>
    %c244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2393 = stablehlo.reduce(%v2392 init: %c244) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2394 = stablehlo.broadcast_in_dim %v2393, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2395 = stablehlo.subtract %v2391, %v2394 : tensor<32x3x197x197xf32>
    %v2396 = stablehlo.multiply %v2387, %v2395 : tensor<32x3x197x197xf32>
    %v2397 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2398 = stablehlo.multiply %v2396, %v2397 : tensor<32x3x197x197xf32>
    %v2399 = stablehlo.dot_general %v2398, %v2375, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2400 = stablehlo.dot_general %v2398, %v2373, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2401 = stablehlo.reshape %v2399 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2402 = stablehlo.reshape %v2400 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2403 = stablehlo.reshape %v2390 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2404 = stablehlo.concatenate %v2401, %v2402, %v2403, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2405 = stablehlo.transpose %v2404, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2406 = stablehlo.reshape %v2405 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2407 = stablehlo.dot_general %v2406, %v1284, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2408 = stablehlo.dot_general %v1314, %v2406, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2409 = stablehlo.reduce(%v2406 init: %c245) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2414 = stablehlo.reduce(%v1280 init: %c246) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2415 = stablehlo.broadcast_in_dim %v2414, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2416 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2417 = stablehlo.multiply %v2415, %v2416 : tensor<6304x192xf32>
    %v2418 = stablehlo.subtract %v1280, %v2417 : tensor<6304x192xf32>
    %v2419 = stablehlo.multiply %v2418, %v2418 : tensor<6304x192xf32>
    %c247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2420 = stablehlo.reduce(%v2419 init: %c247) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2421 = stablehlo.broadcast_in_dim %v2420, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2422 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2423 = stablehlo.multiply %v2421, %v2422 : tensor<6304x192xf32>
    %v2424 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2425 = stablehlo.add %v2423, %v2424 : tensor<6304x192xf32>
    %v2426 = stablehlo.rsqrt %v2425 : tensor<6304x192xf32>
    %v2427 = stablehlo.multiply %v2418, %v2426 : tensor<6304x192xf32>
    %c248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2428 = stablehlo.reduce(%v2407 init: %c248) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2429 = stablehlo.broadcast_in_dim %v1281, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2430 = stablehlo.multiply %v2407, %v2429 : tensor<6304x192xf32>
    %v2431 = stablehlo.multiply %v2427, %v2407 : tensor<6304x192xf32>
    %c249 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2432 = stablehlo.reduce(%v2431 init: %c249) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2433 = stablehlo.reduce(%v1280 init: %c250) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2434 = stablehlo.broadcast_in_dim %v2433, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2435 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2436 = stablehlo.multiply %v2434, %v2435 : tensor<6304x192xf32>
    %v2437 = stablehlo.subtract %v1280, %v2436 : tensor<6304x192xf32>
    %v2438 = stablehlo.multiply %v2437, %v2437 : tensor<6304x192xf32>
    %c251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2439 = stablehlo.reduce(%v2438 init: %c251) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2440 = stablehlo.broadcast_in_dim %v2439, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2441 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2442 = stablehlo.multiply %v2440, %v2441 : tensor<6304x192xf32>
    %v2443 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2444 = stablehlo.add %v2442, %v2443 : tensor<6304x192xf32>
    %v2445 = stablehlo.rsqrt %v2444 : tensor<6304x192xf32>
    %c252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2446 = stablehlo.reduce(%v2430 init: %c252) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2447 = stablehlo.broadcast_in_dim %v2446, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2448 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2449 = stablehlo.multiply %v2447, %v2448 : tensor<6304x192xf32>
    %v2450 = stablehlo.multiply %v2430, %v2427 : tensor<6304x192xf32>
    %c253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2451 = stablehlo.reduce(%v2450 init: %c253) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2452 = stablehlo.broadcast_in_dim %v2451, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2453 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2454 = stablehlo.multiply %v2452, %v2453 : tensor<6304x192xf32>
    %v2455 = stablehlo.multiply %v2427, %v2454 : tensor<6304x192xf32>
    %v2456 = stablehlo.subtract %v2430, %v2449 : tensor<6304x192xf32>
    %v2457 = stablehlo.subtract %v2456, %v2455 : tensor<6304x192xf32>
    %v2458 = stablehlo.multiply %v2445, %v2457 : tensor<6304x192xf32>
    %v2459 = stablehlo.add %v2366, %v2458 : tensor<6304x192xf32>
    %v2472 = stablehlo.dot_general %v2459, %v1200, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2473 = stablehlo.dot_general %v1276, %v2459, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2474 = stablehlo.reduce(%v2459 init: %c254) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2475 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2476 = stablehlo.multiply %v1268, %v2475 : tensor<6304x768xf32>
    %v2477 = chlo.erf %v2476 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2478 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2479 = stablehlo.add %v2478, %v2477 : tensor<6304x768xf32>
    %v2480 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2481 = stablehlo.multiply %v2479, %v2480 : tensor<6304x768xf32>
    %v2482 = stablehlo.multiply %v1268, %v1268 : tensor<6304x768xf32>
    %v2483 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2484 = stablehlo.multiply %v2482, %v2483 : tensor<6304x768xf32>
    %v2485 = stablehlo.exponential %v2484 : tensor<6304x768xf32>
    %v2486 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2487 = stablehlo.multiply %v2485, %v2486 : tensor<6304x768xf32>
    %v2488 = stablehlo.multiply %v1268, %v2487 : tensor<6304x768xf32>
    %v2489 = stablehlo.add %v2481, %v2488 : tensor<6304x768xf32>
    %v2490 = stablehlo.multiply %v2472, %v2489 : tensor<6304x768xf32>
    %v2491 = stablehlo.dot_general %v2490, %v1197, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2492 = stablehlo.dot_general %v1265, %v2490, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c255 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2493 = stablehlo.reduce(%v2490 init: %c255) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2498 = stablehlo.reduce(%v1247 init: %c256) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2499 = stablehlo.broadcast_in_dim %v2498, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2500 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2501 = stablehlo.multiply %v2499, %v2500 : tensor<6304x192xf32>
    %v2502 = stablehlo.subtract %v1247, %v2501 : tensor<6304x192xf32>
    %v2503 = stablehlo.multiply %v2502, %v2502 : tensor<6304x192xf32>
    %c257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2504 = stablehlo.reduce(%v2503 init: %c257) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2505 = stablehlo.broadcast_in_dim %v2504, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2506 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2507 = stablehlo.multiply %v2505, %v2506 : tensor<6304x192xf32>
    %v2508 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2509 = stablehlo.add %v2507, %v2508 : tensor<6304x192xf32>
    %v2510 = stablehlo.rsqrt %v2509 : tensor<6304x192xf32>
    %v2511 = stablehlo.multiply %v2502, %v2510 : tensor<6304x192xf32>
    %c258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2512 = stablehlo.reduce(%v2491 init: %c258) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2513 = stablehlo.broadcast_in_dim %v1194, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2514 = stablehlo.multiply %v2491, %v2513 : tensor<6304x192xf32>
    %v2515 = stablehlo.multiply %v2511, %v2491 : tensor<6304x192xf32>
    %c259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2516 = stablehlo.reduce(%v2515 init: %c259) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2517 = stablehlo.reduce(%v1247 init: %c260) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2518 = stablehlo.broadcast_in_dim %v2517, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2519 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2520 = stablehlo.multiply %v2518, %v2519 : tensor<6304x192xf32>
    %v2521 = stablehlo.subtract %v1247, %v2520 : tensor<6304x192xf32>
    %v2522 = stablehlo.multiply %v2521, %v2521 : tensor<6304x192xf32>
    %c261 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2523 = stablehlo.reduce(%v2522 init: %c261) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2524 = stablehlo.broadcast_in_dim %v2523, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2525 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2526 = stablehlo.multiply %v2524, %v2525 : tensor<6304x192xf32>
    %v2527 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2528 = stablehlo.add %v2526, %v2527 : tensor<6304x192xf32>
    %v2529 = stablehlo.rsqrt %v2528 : tensor<6304x192xf32>
    %c262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2530 = stablehlo.reduce(%v2514 init: %c262) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2531 = stablehlo.broadcast_in_dim %v2530, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2532 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2533 = stablehlo.multiply %v2531, %v2532 : tensor<6304x192xf32>
    %v2534 = stablehlo.multiply %v2514, %v2511 : tensor<6304x192xf32>
    %c263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2535 = stablehlo.reduce(%v2534 init: %c263) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2536 = stablehlo.broadcast_in_dim %v2535, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2537 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2538 = stablehlo.multiply %v2536, %v2537 : tensor<6304x192xf32>
    %v2539 = stablehlo.multiply %v2511, %v2538 : tensor<6304x192xf32>
    %v2540 = stablehlo.subtract %v2514, %v2533 : tensor<6304x192xf32>
    %v2541 = stablehlo.subtract %v2540, %v2539 : tensor<6304x192xf32>
    %v2542 = stablehlo.multiply %v2529, %v2541 : tensor<6304x192xf32>
    %v2543 = stablehlo.add %v2459, %v2542 : tensor<6304x192xf32>
    %v2544 = stablehlo.dot_general %v2543, %v1192, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2545 = stablehlo.dot_general %v1243, %v2543, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2546 = stablehlo.reduce(%v2543 init: %c264) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2547 = stablehlo.reshape %v1222 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2548 = stablehlo.transpose %v2547, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2549 = "stablehlo.slice"(%v2548) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2550 = stablehlo.reshape %v2549 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2551 = "stablehlo.slice"(%v2548) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2552 = stablehlo.reshape %v2551 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2553 = "stablehlo.slice"(%v2548) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2554 = stablehlo.reshape %v2553 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2555 = stablehlo.dot_general %v2550, %v2552, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2556 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2557 = stablehlo.multiply %v2555, %v2556 : tensor<32x3x197x197xf32>
    %c265 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2558 = stablehlo.reduce(%v2557 init: %c265) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2559 = stablehlo.broadcast_in_dim %v2558, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2560 = stablehlo.subtract %v2557, %v2559 : tensor<32x3x197x197xf32>
    %v2561 = stablehlo.exponential %v2560 : tensor<32x3x197x197xf32>
    %c266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2562 = stablehlo.reduce(%v2561 init: %c266) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2563 = stablehlo.broadcast_in_dim %v2562, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2564 = stablehlo.divide %v2561, %v2563 : tensor<32x3x197x197xf32>
    %v2565 = stablehlo.reshape %v2544 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2566 = stablehlo.transpose %v2565, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2567 = stablehlo.dot_general %v2564, %v2566, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2568 = stablehlo.dot_general %v2566, %v2554, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2569 = stablehlo.multiply %v2564, %v2568 : tensor<32x3x197x197xf32>
    %c267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2570 = stablehlo.reduce(%v2569 init: %c267) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2571 = stablehlo.broadcast_in_dim %v2570, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2572 = stablehlo.subtract %v2568, %v2571 : tensor<32x3x197x197xf32>
    %v2573 = stablehlo.multiply %v2564, %v2572 : tensor<32x3x197x197xf32>
    %v2574 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2575 = stablehlo.multiply %v2573, %v2574 : tensor<32x3x197x197xf32>
    %v2576 = stablehlo.dot_general %v2575, %v2552, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2577 = stablehlo.dot_general %v2575, %v2550, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2578 = stablehlo.reshape %v2576 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2579 = stablehlo.reshape %v2577 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2580 = stablehlo.reshape %v2567 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2581 = stablehlo.concatenate %v2578, %v2579, %v2580, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2582 = stablehlo.transpose %v2581, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2583 = stablehlo.reshape %v2582 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2584 = stablehlo.dot_general %v2583, %v1189, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2585 = stablehlo.dot_general %v1219, %v2583, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2586 = stablehlo.reduce(%v2583 init: %c268) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2591 = stablehlo.reduce(%v1185 init: %c269) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2592 = stablehlo.broadcast_in_dim %v2591, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2593 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2594 = stablehlo.multiply %v2592, %v2593 : tensor<6304x192xf32>
    %v2595 = stablehlo.subtract %v1185, %v2594 : tensor<6304x192xf32>
    %v2596 = stablehlo.multiply %v2595, %v2595 : tensor<6304x192xf32>
    %c270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2597 = stablehlo.reduce(%v2596 init: %c270) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2598 = stablehlo.broadcast_in_dim %v2597, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2599 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2600 = stablehlo.multiply %v2598, %v2599 : tensor<6304x192xf32>
    %v2601 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2602 = stablehlo.add %v2600, %v2601 : tensor<6304x192xf32>
    %v2603 = stablehlo.rsqrt %v2602 : tensor<6304x192xf32>
    %v2604 = stablehlo.multiply %v2595, %v2603 : tensor<6304x192xf32>
    %c271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2605 = stablehlo.reduce(%v2584 init: %c271) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2606 = stablehlo.broadcast_in_dim %v1186, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2607 = stablehlo.multiply %v2584, %v2606 : tensor<6304x192xf32>
    %v2608 = stablehlo.multiply %v2604, %v2584 : tensor<6304x192xf32>
    %c272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2609 = stablehlo.reduce(%v2608 init: %c272) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2610 = stablehlo.reduce(%v1185 init: %c273) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2611 = stablehlo.broadcast_in_dim %v2610, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2612 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2613 = stablehlo.multiply %v2611, %v2612 : tensor<6304x192xf32>
    %v2614 = stablehlo.subtract %v1185, %v2613 : tensor<6304x192xf32>
    %v2615 = stablehlo.multiply %v2614, %v2614 : tensor<6304x192xf32>
    %c274 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2616 = stablehlo.reduce(%v2615 init: %c274) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2617 = stablehlo.broadcast_in_dim %v2616, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2618 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2619 = stablehlo.multiply %v2617, %v2618 : tensor<6304x192xf32>
    %v2620 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2621 = stablehlo.add %v2619, %v2620 : tensor<6304x192xf32>
    %v2622 = stablehlo.rsqrt %v2621 : tensor<6304x192xf32>
    %c275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2623 = stablehlo.reduce(%v2607 init: %c275) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2624 = stablehlo.broadcast_in_dim %v2623, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2625 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2626 = stablehlo.multiply %v2624, %v2625 : tensor<6304x192xf32>
    %v2627 = stablehlo.multiply %v2607, %v2604 : tensor<6304x192xf32>
    %c276 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2628 = stablehlo.reduce(%v2627 init: %c276) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2629 = stablehlo.broadcast_in_dim %v2628, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2630 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2631 = stablehlo.multiply %v2629, %v2630 : tensor<6304x192xf32>
    %v2632 = stablehlo.multiply %v2604, %v2631 : tensor<6304x192xf32>
    %v2633 = stablehlo.subtract %v2607, %v2626 : tensor<6304x192xf32>
    %v2634 = stablehlo.subtract %v2633, %v2632 : tensor<6304x192xf32>
    %v2635 = stablehlo.multiply %v2622, %v2634 : tensor<6304x192xf32>
    %v2636 = stablehlo.add %v2543, %v2635 : tensor<6304x192xf32>
    %v2649 = stablehlo.dot_general %v2636, %v1105, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2650 = stablehlo.dot_general %v1181, %v2636, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2651 = stablehlo.reduce(%v2636 init: %c277) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2652 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2653 = stablehlo.multiply %v1173, %v2652 : tensor<6304x768xf32>
    %v2654 = chlo.erf %v2653 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2655 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2656 = stablehlo.add %v2655, %v2654 : tensor<6304x768xf32>
    %v2657 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2658 = stablehlo.multiply %v2656, %v2657 : tensor<6304x768xf32>
    %v2659 = stablehlo.multiply %v1173, %v1173 : tensor<6304x768xf32>
    %v2660 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2661 = stablehlo.multiply %v2659, %v2660 : tensor<6304x768xf32>
    %v2662 = stablehlo.exponential %v2661 : tensor<6304x768xf32>
    %v2663 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2664 = stablehlo.multiply %v2662, %v2663 : tensor<6304x768xf32>
    %v2665 = stablehlo.multiply %v1173, %v2664 : tensor<6304x768xf32>
    %v2666 = stablehlo.add %v2658, %v2665 : tensor<6304x768xf32>
    %v2667 = stablehlo.multiply %v2649, %v2666 : tensor<6304x768xf32>
    %v2668 = stablehlo.dot_general %v2667, %v1102, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2669 = stablehlo.dot_general %v1170, %v2667, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2670 = stablehlo.reduce(%v2667 init: %c278) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2675 = stablehlo.reduce(%v1152 init: %c279) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2676 = stablehlo.broadcast_in_dim %v2675, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2677 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2678 = stablehlo.multiply %v2676, %v2677 : tensor<6304x192xf32>
    %v2679 = stablehlo.subtract %v1152, %v2678 : tensor<6304x192xf32>
    %v2680 = stablehlo.multiply %v2679, %v2679 : tensor<6304x192xf32>
    %c280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2681 = stablehlo.reduce(%v2680 init: %c280) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2682 = stablehlo.broadcast_in_dim %v2681, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2683 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2684 = stablehlo.multiply %v2682, %v2683 : tensor<6304x192xf32>
    %v2685 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2686 = stablehlo.add %v2684, %v2685 : tensor<6304x192xf32>
    %v2687 = stablehlo.rsqrt %v2686 : tensor<6304x192xf32>
    %v2688 = stablehlo.multiply %v2679, %v2687 : tensor<6304x192xf32>
    %c281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2689 = stablehlo.reduce(%v2668 init: %c281) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2690 = stablehlo.broadcast_in_dim %v1099, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2691 = stablehlo.multiply %v2668, %v2690 : tensor<6304x192xf32>
    %v2692 = stablehlo.multiply %v2688, %v2668 : tensor<6304x192xf32>
    %c282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2693 = stablehlo.reduce(%v2692 init: %c282) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2694 = stablehlo.reduce(%v1152 init: %c283) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2695 = stablehlo.broadcast_in_dim %v2694, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2696 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2697 = stablehlo.multiply %v2695, %v2696 : tensor<6304x192xf32>
    %v2698 = stablehlo.subtract %v1152, %v2697 : tensor<6304x192xf32>
    %v2699 = stablehlo.multiply %v2698, %v2698 : tensor<6304x192xf32>
    %c284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2700 = stablehlo.reduce(%v2699 init: %c284) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2701 = stablehlo.broadcast_in_dim %v2700, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2702 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2703 = stablehlo.multiply %v2701, %v2702 : tensor<6304x192xf32>
    %v2704 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2705 = stablehlo.add %v2703, %v2704 : tensor<6304x192xf32>
    %v2706 = stablehlo.rsqrt %v2705 : tensor<6304x192xf32>
    %c285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2707 = stablehlo.reduce(%v2691 init: %c285) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2708 = stablehlo.broadcast_in_dim %v2707, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2709 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2710 = stablehlo.multiply %v2708, %v2709 : tensor<6304x192xf32>
    %v2711 = stablehlo.multiply %v2691, %v2688 : tensor<6304x192xf32>
    %c286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2712 = stablehlo.reduce(%v2711 init: %c286) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2713 = stablehlo.broadcast_in_dim %v2712, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2714 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2715 = stablehlo.multiply %v2713, %v2714 : tensor<6304x192xf32>
    %v2716 = stablehlo.multiply %v2688, %v2715 : tensor<6304x192xf32>
    %v2717 = stablehlo.subtract %v2691, %v2710 : tensor<6304x192xf32>
    %v2718 = stablehlo.subtract %v2717, %v2716 : tensor<6304x192xf32>
    %v2719 = stablehlo.multiply %v2706, %v2718 : tensor<6304x192xf32>
    %v2720 = stablehlo.add %v2636, %v2719 : tensor<6304x192xf32>
    %v2721 = stablehlo.dot_general %v2720, %v1097, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2722 = stablehlo.dot_general %v1148, %v2720, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c287 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2723 = stablehlo.reduce(%v2720 init: %c287) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2724 = stablehlo.reshape %v1127 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2725 = stablehlo.transpose %v2724, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2726 = "stablehlo.slice"(%v2725) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2727 = stablehlo.reshape %v2726 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2728 = "stablehlo.slice"(%v2725) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2729 = stablehlo.reshape %v2728 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2730 = "stablehlo.slice"(%v2725) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2731 = stablehlo.reshape %v2730 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2732 = stablehlo.dot_general %v2727, %v2729, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2733 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2734 = stablehlo.multiply %v2732, %v2733 : tensor<32x3x197x197xf32>
    %c288 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2735 = stablehlo.reduce(%v2734 init: %c288) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2736 = stablehlo.broadcast_in_dim %v2735, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2737 = stablehlo.subtract %v2734, %v2736 : tensor<32x3x197x197xf32>
    %v2738 = stablehlo.exponential %v2737 : tensor<32x3x197x197xf32>
    %c289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2739 = stablehlo.reduce(%v2738 init: %c289) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2740 = stablehlo.broadcast_in_dim %v2739, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2741 = stablehlo.divide %v2738, %v2740 : tensor<32x3x197x197xf32>
    %v2742 = stablehlo.reshape %v2721 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2743 = stablehlo.transpose %v2742, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2744 = stablehlo.dot_general %v2741, %v2743, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2745 = stablehlo.dot_general %v2743, %v2731, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2746 = stablehlo.multiply %v2741, %v2745 : tensor<32x3x197x197xf32>
    %c290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2747 = stablehlo.reduce(%v2746 init: %c290) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2748 = stablehlo.broadcast_in_dim %v2747, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2749 = stablehlo.subtract %v2745, %v2748 : tensor<32x3x197x197xf32>
    %v2750 = stablehlo.multiply %v2741, %v2749 : tensor<32x3x197x197xf32>
    %v2751 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2752 = stablehlo.multiply %v2750, %v2751 : tensor<32x3x197x197xf32>
    %v2753 = stablehlo.dot_general %v2752, %v2729, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2754 = stablehlo.dot_general %v2752, %v2727, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2755 = stablehlo.reshape %v2753 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2756 = stablehlo.reshape %v2754 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2757 = stablehlo.reshape %v2744 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2758 = stablehlo.concatenate %v2755, %v2756, %v2757, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2759 = stablehlo.transpose %v2758, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2760 = stablehlo.reshape %v2759 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2761 = stablehlo.dot_general %v2760, %v1094, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2762 = stablehlo.dot_general %v1124, %v2760, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2763 = stablehlo.reduce(%v2760 init: %c291) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2768 = stablehlo.reduce(%v1090 init: %c292) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2769 = stablehlo.broadcast_in_dim %v2768, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2770 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2771 = stablehlo.multiply %v2769, %v2770 : tensor<6304x192xf32>
    %v2772 = stablehlo.subtract %v1090, %v2771 : tensor<6304x192xf32>
    %v2773 = stablehlo.multiply %v2772, %v2772 : tensor<6304x192xf32>
    %c293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2774 = stablehlo.reduce(%v2773 init: %c293) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2775 = stablehlo.broadcast_in_dim %v2774, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2776 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2777 = stablehlo.multiply %v2775, %v2776 : tensor<6304x192xf32>
    %v2778 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2779 = stablehlo.add %v2777, %v2778 : tensor<6304x192xf32>
    %v2780 = stablehlo.rsqrt %v2779 : tensor<6304x192xf32>
    %v2781 = stablehlo.multiply %v2772, %v2780 : tensor<6304x192xf32>
    %c294 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2782 = stablehlo.reduce(%v2761 init: %c294) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2783 = stablehlo.broadcast_in_dim %v1091, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2784 = stablehlo.multiply %v2761, %v2783 : tensor<6304x192xf32>
    %v2785 = stablehlo.multiply %v2781, %v2761 : tensor<6304x192xf32>
    %c295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2786 = stablehlo.reduce(%v2785 init: %c295) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c296 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2787 = stablehlo.reduce(%v1090 init: %c296) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2788 = stablehlo.broadcast_in_dim %v2787, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2789 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2790 = stablehlo.multiply %v2788, %v2789 : tensor<6304x192xf32>
    %v2791 = stablehlo.subtract %v1090, %v2790 : tensor<6304x192xf32>
    %v2792 = stablehlo.multiply %v2791, %v2791 : tensor<6304x192xf32>
    %c297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2793 = stablehlo.reduce(%v2792 init: %c297) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2794 = stablehlo.broadcast_in_dim %v2793, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2795 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2796 = stablehlo.multiply %v2794, %v2795 : tensor<6304x192xf32>
    %v2797 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2798 = stablehlo.add %v2796, %v2797 : tensor<6304x192xf32>
    %v2799 = stablehlo.rsqrt %v2798 : tensor<6304x192xf32>
    %c298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2800 = stablehlo.reduce(%v2784 init: %c298) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2801 = stablehlo.broadcast_in_dim %v2800, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2802 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2803 = stablehlo.multiply %v2801, %v2802 : tensor<6304x192xf32>
    %v2804 = stablehlo.multiply %v2784, %v2781 : tensor<6304x192xf32>
    %c299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2805 = stablehlo.reduce(%v2804 init: %c299) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2806 = stablehlo.broadcast_in_dim %v2805, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2807 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2808 = stablehlo.multiply %v2806, %v2807 : tensor<6304x192xf32>
    %v2809 = stablehlo.multiply %v2781, %v2808 : tensor<6304x192xf32>
    %v2810 = stablehlo.subtract %v2784, %v2803 : tensor<6304x192xf32>
    %v2811 = stablehlo.subtract %v2810, %v2809 : tensor<6304x192xf32>
    %v2812 = stablehlo.multiply %v2799, %v2811 : tensor<6304x192xf32>
    %v2813 = stablehlo.add %v2720, %v2812 : tensor<6304x192xf32>
    %v2826 = stablehlo.dot_general %v2813, %v1010, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2827 = stablehlo.dot_general %v1086, %v2813, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2828 = stablehlo.reduce(%v2813 init: %c300) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2829 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2830 = stablehlo.multiply %v1078, %v2829 : tensor<6304x768xf32>
    %v2831 = chlo.erf %v2830 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2832 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2833 = stablehlo.add %v2832, %v2831 : tensor<6304x768xf32>
    %v2834 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2835 = stablehlo.multiply %v2833, %v2834 : tensor<6304x768xf32>
    %v2836 = stablehlo.multiply %v1078, %v1078 : tensor<6304x768xf32>
    %v2837 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2838 = stablehlo.multiply %v2836, %v2837 : tensor<6304x768xf32>
    %v2839 = stablehlo.exponential %v2838 : tensor<6304x768xf32>
    %v2840 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2841 = stablehlo.multiply %v2839, %v2840 : tensor<6304x768xf32>
    %v2842 = stablehlo.multiply %v1078, %v2841 : tensor<6304x768xf32>
    %v2843 = stablehlo.add %v2835, %v2842 : tensor<6304x768xf32>
    %v2844 = stablehlo.multiply %v2826, %v2843 : tensor<6304x768xf32>
    %v2845 = stablehlo.dot_general %v2844, %v1007, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2846 = stablehlo.dot_general %v1075, %v2844, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2847 = stablehlo.reduce(%v2844 init: %c301) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2852 = stablehlo.reduce(%v1057 init: %c302) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2853 = stablehlo.broadcast_in_dim %v2852, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2854 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2855 = stablehlo.multiply %v2853, %v2854 : tensor<6304x192xf32>
    %v2856 = stablehlo.subtract %v1057, %v2855 : tensor<6304x192xf32>
    %v2857 = stablehlo.multiply %v2856, %v2856 : tensor<6304x192xf32>
    %c303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2858 = stablehlo.reduce(%v2857 init: %c303) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2859 = stablehlo.broadcast_in_dim %v2858, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2860 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2861 = stablehlo.multiply %v2859, %v2860 : tensor<6304x192xf32>
    %v2862 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2863 = stablehlo.add %v2861, %v2862 : tensor<6304x192xf32>
    %v2864 = stablehlo.rsqrt %v2863 : tensor<6304x192xf32>
    %v2865 = stablehlo.multiply %v2856, %v2864 : tensor<6304x192xf32>
    %c304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2866 = stablehlo.reduce(%v2845 init: %c304) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2867 = stablehlo.broadcast_in_dim %v1004, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2868 = stablehlo.multiply %v2845, %v2867 : tensor<6304x192xf32>
    %v2869 = stablehlo.multiply %v2865, %v2845 : tensor<6304x192xf32>
    %c305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2870 = stablehlo.reduce(%v2869 init: %c305) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2871 = stablehlo.reduce(%v1057 init: %c306) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2872 = stablehlo.broadcast_in_dim %v2871, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2873 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2874 = stablehlo.multiply %v2872, %v2873 : tensor<6304x192xf32>
    %v2875 = stablehlo.subtract %v1057, %v2874 : tensor<6304x192xf32>
    %v2876 = stablehlo.multiply %v2875, %v2875 : tensor<6304x192xf32>
    %c307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2877 = stablehlo.reduce(%v2876 init: %c307) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2878 = stablehlo.broadcast_in_dim %v2877, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2879 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2880 = stablehlo.multiply %v2878, %v2879 : tensor<6304x192xf32>
    %v2881 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2882 = stablehlo.add %v2880, %v2881 : tensor<6304x192xf32>
    %v2883 = stablehlo.rsqrt %v2882 : tensor<6304x192xf32>
    %c308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2884 = stablehlo.reduce(%v2868 init: %c308) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2885 = stablehlo.broadcast_in_dim %v2884, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2886 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2887 = stablehlo.multiply %v2885, %v2886 : tensor<6304x192xf32>
    %v2888 = stablehlo.multiply %v2868, %v2865 : tensor<6304x192xf32>
    %c309 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2889 = stablehlo.reduce(%v2888 init: %c309) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2890 = stablehlo.broadcast_in_dim %v2889, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2891 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2892 = stablehlo.multiply %v2890, %v2891 : tensor<6304x192xf32>
    %v2893 = stablehlo.multiply %v2865, %v2892 : tensor<6304x192xf32>
    %v2894 = stablehlo.subtract %v2868, %v2887 : tensor<6304x192xf32>
    %v2895 = stablehlo.subtract %v2894, %v2893 : tensor<6304x192xf32>
    %v2896 = stablehlo.multiply %v2883, %v2895 : tensor<6304x192xf32>
    %v2897 = stablehlo.add %v2813, %v2896 : tensor<6304x192xf32>
    %v2898 = stablehlo.dot_general %v2897, %v1002, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2899 = stablehlo.dot_general %v1053, %v2897, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2900 = stablehlo.reduce(%v2897 init: %c310) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2901 = stablehlo.reshape %v1032 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2902 = stablehlo.transpose %v2901, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2903 = "stablehlo.slice"(%v2902) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2904 = stablehlo.reshape %v2903 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2905 = "stablehlo.slice"(%v2902) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2906 = stablehlo.reshape %v2905 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2907 = "stablehlo.slice"(%v2902) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2908 = stablehlo.reshape %v2907 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2909 = stablehlo.dot_general %v2904, %v2906, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2910 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2911 = stablehlo.multiply %v2909, %v2910 : tensor<32x3x197x197xf32>
    %c311 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2912 = stablehlo.reduce(%v2911 init: %c311) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2913 = stablehlo.broadcast_in_dim %v2912, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2914 = stablehlo.subtract %v2911, %v2913 : tensor<32x3x197x197xf32>
    %v2915 = stablehlo.exponential %v2914 : tensor<32x3x197x197xf32>
    %c312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2916 = stablehlo.reduce(%v2915 init: %c312) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2917 = stablehlo.broadcast_in_dim %v2916, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2918 = stablehlo.divide %v2915, %v2917 : tensor<32x3x197x197xf32>
    %v2919 = stablehlo.reshape %v2898 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2920 = stablehlo.transpose %v2919, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2921 = stablehlo.dot_general %v2918, %v2920, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2922 = stablehlo.dot_general %v2920, %v2908, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2923 = stablehlo.multiply %v2918, %v2922 : tensor<32x3x197x197xf32>
    %c313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2924 = stablehlo.reduce(%v2923 init: %c313) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2925 = stablehlo.broadcast_in_dim %v2924, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2926 = stablehlo.subtract %v2922, %v2925 : tensor<32x3x197x197xf32>
    %v2927 = stablehlo.multiply %v2918, %v2926 : tensor<32x3x197x197xf32>
    %v2928 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2929 = stablehlo.multiply %v2927, %v2928 : tensor<32x3x197x197xf32>
    %v2930 = stablehlo.dot_general %v2929, %v2906, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2931 = stablehlo.dot_general %v2929, %v2904, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2932 = stablehlo.reshape %v2930 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2933 = stablehlo.reshape %v2931 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2934 = stablehlo.reshape %v2921 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2935 = stablehlo.concatenate %v2932, %v2933, %v2934, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2936 = stablehlo.transpose %v2935, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2937 = stablehlo.reshape %v2936 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2938 = stablehlo.dot_general %v2937, %v999, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2939 = stablehlo.dot_general %v1029, %v2937, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2940 = stablehlo.reduce(%v2937 init: %c314) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2945 = stablehlo.reduce(%v995 init: %c315) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2946 = stablehlo.broadcast_in_dim %v2945, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2947 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2948 = stablehlo.multiply %v2946, %v2947 : tensor<6304x192xf32>
    %v2949 = stablehlo.subtract %v995, %v2948 : tensor<6304x192xf32>
    %v2950 = stablehlo.multiply %v2949, %v2949 : tensor<6304x192xf32>
    %c316 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2951 = stablehlo.reduce(%v2950 init: %c316) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2952 = stablehlo.broadcast_in_dim %v2951, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2953 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2954 = stablehlo.multiply %v2952, %v2953 : tensor<6304x192xf32>
    %v2955 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2956 = stablehlo.add %v2954, %v2955 : tensor<6304x192xf32>
    %v2957 = stablehlo.rsqrt %v2956 : tensor<6304x192xf32>
    %v2958 = stablehlo.multiply %v2949, %v2957 : tensor<6304x192xf32>
    %c317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2959 = stablehlo.reduce(%v2938 init: %c317) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2960 = stablehlo.broadcast_in_dim %v996, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2961 = stablehlo.multiply %v2938, %v2960 : tensor<6304x192xf32>
    %v2962 = stablehlo.multiply %v2958, %v2938 : tensor<6304x192xf32>
    %c318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2963 = stablehlo.reduce(%v2962 init: %c318) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2964 = stablehlo.reduce(%v995 init: %c319) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2965 = stablehlo.broadcast_in_dim %v2964, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2966 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2967 = stablehlo.multiply %v2965, %v2966 : tensor<6304x192xf32>
    %v2968 = stablehlo.subtract %v995, %v2967 : tensor<6304x192xf32>
    %v2969 = stablehlo.multiply %v2968, %v2968 : tensor<6304x192xf32>
    %c320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2970 = stablehlo.reduce(%v2969 init: %c320) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2971 = stablehlo.broadcast_in_dim %v2970, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2972 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2973 = stablehlo.multiply %v2971, %v2972 : tensor<6304x192xf32>
    %v2974 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2975 = stablehlo.add %v2973, %v2974 : tensor<6304x192xf32>
    %v2976 = stablehlo.rsqrt %v2975 : tensor<6304x192xf32>
    %c321 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2977 = stablehlo.reduce(%v2961 init: %c321) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2978 = stablehlo.broadcast_in_dim %v2977, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2979 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2980 = stablehlo.multiply %v2978, %v2979 : tensor<6304x192xf32>
    %v2981 = stablehlo.multiply %v2961, %v2958 : tensor<6304x192xf32>
    %c322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2982 = stablehlo.reduce(%v2981 init: %c322) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2983 = stablehlo.broadcast_in_dim %v2982, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2984 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2985 = stablehlo.multiply %v2983, %v2984 : tensor<6304x192xf32>
    %v2986 = stablehlo.multiply %v2958, %v2985 : tensor<6304x192xf32>
    %v2987 = stablehlo.subtract %v2961, %v2980 : tensor<6304x192xf32>
    %v2988 = stablehlo.subtract %v2987, %v2986 : tensor<6304x192xf32>
    %v2989 = stablehlo.multiply %v2976, %v2988 : tensor<6304x192xf32>
    %v2990 = stablehlo.add %v2897, %v2989 : tensor<6304x192xf32>
    %v3003 = stablehlo.dot_general %v2990, %v915, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3004 = stablehlo.dot_general %v991, %v2990, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c323 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3005 = stablehlo.reduce(%v2990 init: %c323) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3006 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3007 = stablehlo.multiply %v983, %v3006 : tensor<6304x768xf32>
    %v3008 = chlo.erf %v3007 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3009 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3010 = stablehlo.add %v3009, %v3008 : tensor<6304x768xf32>
    %v3011 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3012 = stablehlo.multiply %v3010, %v3011 : tensor<6304x768xf32>
    %v3013 = stablehlo.multiply %v983, %v983 : tensor<6304x768xf32>
    %v3014 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3015 = stablehlo.multiply %v3013, %v3014 : tensor<6304x768xf32>
    %v3016 = stablehlo.exponential %v3015 : tensor<6304x768xf32>
    %v3017 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3018 = stablehlo.multiply %v3016, %v3017 : tensor<6304x768xf32>
    %v3019 = stablehlo.multiply %v983, %v3018 : tensor<6304x768xf32>
    %v3020 = stablehlo.add %v3012, %v3019 : tensor<6304x768xf32>
    %v3021 = stablehlo.multiply %v3003, %v3020 : tensor<6304x768xf32>
    %v3022 = stablehlo.dot_general %v3021, %v912, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3023 = stablehlo.dot_general %v980, %v3021, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3024 = stablehlo.reduce(%v3021 init: %c324) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c325 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3029 = stablehlo.reduce(%v962 init: %c325) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3030 = stablehlo.broadcast_in_dim %v3029, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3031 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3032 = stablehlo.multiply %v3030, %v3031 : tensor<6304x192xf32>
    %v3033 = stablehlo.subtract %v962, %v3032 : tensor<6304x192xf32>
    %v3034 = stablehlo.multiply %v3033, %v3033 : tensor<6304x192xf32>
    %c326 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3035 = stablehlo.reduce(%v3034 init: %c326) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3036 = stablehlo.broadcast_in_dim %v3035, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3037 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3038 = stablehlo.multiply %v3036, %v3037 : tensor<6304x192xf32>
    %v3039 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3040 = stablehlo.add %v3038, %v3039 : tensor<6304x192xf32>
    %v3041 = stablehlo.rsqrt %v3040 : tensor<6304x192xf32>
    %v3042 = stablehlo.multiply %v3033, %v3041 : tensor<6304x192xf32>
    %c327 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3043 = stablehlo.reduce(%v3022 init: %c327) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3044 = stablehlo.broadcast_in_dim %v909, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3045 = stablehlo.multiply %v3022, %v3044 : tensor<6304x192xf32>
    %v3046 = stablehlo.multiply %v3042, %v3022 : tensor<6304x192xf32>
    %c328 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3047 = stablehlo.reduce(%v3046 init: %c328) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c329 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3048 = stablehlo.reduce(%v962 init: %c329) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3049 = stablehlo.broadcast_in_dim %v3048, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3050 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3051 = stablehlo.multiply %v3049, %v3050 : tensor<6304x192xf32>
    %v3052 = stablehlo.subtract %v962, %v3051 : tensor<6304x192xf32>
    %v3053 = stablehlo.multiply %v3052, %v3052 : tensor<6304x192xf32>
    %c330 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3054 = stablehlo.reduce(%v3053 init: %c330) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3055 = stablehlo.broadcast_in_dim %v3054, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3056 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3057 = stablehlo.multiply %v3055, %v3056 : tensor<6304x192xf32>
    %v3058 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3059 = stablehlo.add %v3057, %v3058 : tensor<6304x192xf32>
    %v3060 = stablehlo.rsqrt %v3059 : tensor<6304x192xf32>
    %c331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3061 = stablehlo.reduce(%v3045 init: %c331) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3062 = stablehlo.broadcast_in_dim %v3061, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3063 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3064 = stablehlo.multiply %v3062, %v3063 : tensor<6304x192xf32>
    %v3065 = stablehlo.multiply %v3045, %v3042 : tensor<6304x192xf32>
    %c332 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3066 = stablehlo.reduce(%v3065 init: %c332) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3067 = stablehlo.broadcast_in_dim %v3066, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3068 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3069 = stablehlo.multiply %v3067, %v3068 : tensor<6304x192xf32>
    %v3070 = stablehlo.multiply %v3042, %v3069 : tensor<6304x192xf32>
    %v3071 = stablehlo.subtract %v3045, %v3064 : tensor<6304x192xf32>
    %v3072 = stablehlo.subtract %v3071, %v3070 : tensor<6304x192xf32>
    %v3073 = stablehlo.multiply %v3060, %v3072 : tensor<6304x192xf32>
    %v3074 = stablehlo.add %v2990, %v3073 : tensor<6304x192xf32>
    %v3075 = stablehlo.dot_general %v3074, %v907, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3076 = stablehlo.dot_general %v958, %v3074, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3077 = stablehlo.reduce(%v3074 init: %c333) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3078 = stablehlo.reshape %v937 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3079 = stablehlo.transpose %v3078, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3080 = "stablehlo.slice"(%v3079) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3081 = stablehlo.reshape %v3080 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3082 = "stablehlo.slice"(%v3079) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3083 = stablehlo.reshape %v3082 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3084 = "stablehlo.slice"(%v3079) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3085 = stablehlo.reshape %v3084 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3086 = stablehlo.dot_general %v3081, %v3083, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3087 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3088 = stablehlo.multiply %v3086, %v3087 : tensor<32x3x197x197xf32>
    %c334 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3089 = stablehlo.reduce(%v3088 init: %c334) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3090 = stablehlo.broadcast_in_dim %v3089, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3091 = stablehlo.subtract %v3088, %v3090 : tensor<32x3x197x197xf32>
    %v3092 = stablehlo.exponential %v3091 : tensor<32x3x197x197xf32>
    %c335 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3093 = stablehlo.reduce(%v3092 init: %c335) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3094 = stablehlo.broadcast_in_dim %v3093, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3095 = stablehlo.divide %v3092, %v3094 : tensor<32x3x197x197xf32>
    %v3096 = stablehlo.reshape %v3075 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3097 = stablehlo.transpose %v3096, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3098 = stablehlo.dot_general %v3095, %v3097, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3099 = stablehlo.dot_general %v3097, %v3085, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3100 = stablehlo.multiply %v3095, %v3099 : tensor<32x3x197x197xf32>
    %c336 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3101 = stablehlo.reduce(%v3100 init: %c336) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3102 = stablehlo.broadcast_in_dim %v3101, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3103 = stablehlo.subtract %v3099, %v3102 : tensor<32x3x197x197xf32>
    %v3104 = stablehlo.multiply %v3095, %v3103 : tensor<32x3x197x197xf32>
    %v3105 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3106 = stablehlo.multiply %v3104, %v3105 : tensor<32x3x197x197xf32>
    %v3107 = stablehlo.dot_general %v3106, %v3083, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3108 = stablehlo.dot_general %v3106, %v3081, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3109 = stablehlo.reshape %v3107 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3110 = stablehlo.reshape %v3108 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3111 = stablehlo.reshape %v3098 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3112 = stablehlo.concatenate %v3109, %v3110, %v3111, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3113 = stablehlo.transpose %v3112, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3114 = stablehlo.reshape %v3113 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3115 = stablehlo.dot_general %v3114, %v904, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3116 = stablehlo.dot_general %v934, %v3114, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c337 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3117 = stablehlo.reduce(%v3114 init: %c337) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c338 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3122 = stablehlo.reduce(%v900 init: %c338) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3123 = stablehlo.broadcast_in_dim %v3122, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3124 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3125 = stablehlo.multiply %v3123, %v3124 : tensor<6304x192xf32>
    %v3126 = stablehlo.subtract %v900, %v3125 : tensor<6304x192xf32>
    %v3127 = stablehlo.multiply %v3126, %v3126 : tensor<6304x192xf32>
    %c339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3128 = stablehlo.reduce(%v3127 init: %c339) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3129 = stablehlo.broadcast_in_dim %v3128, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3130 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3131 = stablehlo.multiply %v3129, %v3130 : tensor<6304x192xf32>
    %v3132 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3133 = stablehlo.add %v3131, %v3132 : tensor<6304x192xf32>
    %v3134 = stablehlo.rsqrt %v3133 : tensor<6304x192xf32>
    %v3135 = stablehlo.multiply %v3126, %v3134 : tensor<6304x192xf32>
    %c340 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3136 = stablehlo.reduce(%v3115 init: %c340) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3137 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3138 = stablehlo.multiply %v3115, %v3137 : tensor<6304x192xf32>
    %v3139 = stablehlo.multiply %v3135, %v3115 : tensor<6304x192xf32>
    %c341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3140 = stablehlo.reduce(%v3139 init: %c341) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c342 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3141 = stablehlo.reduce(%v900 init: %c342) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3142 = stablehlo.broadcast_in_dim %v3141, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3143 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3144 = stablehlo.multiply %v3142, %v3143 : tensor<6304x192xf32>
    %v3145 = stablehlo.subtract %v900, %v3144 : tensor<6304x192xf32>
    %v3146 = stablehlo.multiply %v3145, %v3145 : tensor<6304x192xf32>
    %c343 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3147 = stablehlo.reduce(%v3146 init: %c343) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3148 = stablehlo.broadcast_in_dim %v3147, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3149 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3150 = stablehlo.multiply %v3148, %v3149 : tensor<6304x192xf32>
    %v3151 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3152 = stablehlo.add %v3150, %v3151 : tensor<6304x192xf32>
    %v3153 = stablehlo.rsqrt %v3152 : tensor<6304x192xf32>
    %c344 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3154 = stablehlo.reduce(%v3138 init: %c344) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3155 = stablehlo.broadcast_in_dim %v3154, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3156 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3157 = stablehlo.multiply %v3155, %v3156 : tensor<6304x192xf32>
    %v3158 = stablehlo.multiply %v3138, %v3135 : tensor<6304x192xf32>
    %c345 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3159 = stablehlo.reduce(%v3158 init: %c345) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3160 = stablehlo.broadcast_in_dim %v3159, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3161 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3162 = stablehlo.multiply %v3160, %v3161 : tensor<6304x192xf32>
    %v3163 = stablehlo.multiply %v3135, %v3162 : tensor<6304x192xf32>
    %v3164 = stablehlo.subtract %v3138, %v3157 : tensor<6304x192xf32>
    %v3165 = stablehlo.subtract %v3164, %v3163 : tensor<6304x192xf32>
    %v3166 = stablehlo.multiply %v3153, %v3165 : tensor<6304x192xf32>
    %v3167 = stablehlo.add %v3074, %v3166 : tensor<6304x192xf32>
    %v3180 = stablehlo.dot_general %v3167, %v820, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3181 = stablehlo.dot_general %v896, %v3167, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c346 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3182 = stablehlo.reduce(%v3167 init: %c346) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3183 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3184 = stablehlo.multiply %v888, %v3183 : tensor<6304x768xf32>
    %v3185 = chlo.erf %v3184 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3186 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3187 = stablehlo.add %v3186, %v3185 : tensor<6304x768xf32>
    %v3188 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3189 = stablehlo.multiply %v3187, %v3188 : tensor<6304x768xf32>
    %v3190 = stablehlo.multiply %v888, %v888 : tensor<6304x768xf32>
    %v3191 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3192 = stablehlo.multiply %v3190, %v3191 : tensor<6304x768xf32>
    %v3193 = stablehlo.exponential %v3192 : tensor<6304x768xf32>
    %v3194 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3195 = stablehlo.multiply %v3193, %v3194 : tensor<6304x768xf32>
    %v3196 = stablehlo.multiply %v888, %v3195 : tensor<6304x768xf32>
    %v3197 = stablehlo.add %v3189, %v3196 : tensor<6304x768xf32>
    %v3198 = stablehlo.multiply %v3180, %v3197 : tensor<6304x768xf32>
    %v3199 = stablehlo.dot_general %v3198, %v817, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3200 = stablehlo.dot_general %v885, %v3198, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c347 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3201 = stablehlo.reduce(%v3198 init: %c347) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3206 = stablehlo.reduce(%v867 init: %c348) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3207 = stablehlo.broadcast_in_dim %v3206, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3208 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3209 = stablehlo.multiply %v3207, %v3208 : tensor<6304x192xf32>
    %v3210 = stablehlo.subtract %v867, %v3209 : tensor<6304x192xf32>
    %v3211 = stablehlo.multiply %v3210, %v3210 : tensor<6304x192xf32>
    %c349 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3212 = stablehlo.reduce(%v3211 init: %c349) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3213 = stablehlo.broadcast_in_dim %v3212, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3214 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3215 = stablehlo.multiply %v3213, %v3214 : tensor<6304x192xf32>
    %v3216 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3217 = stablehlo.add %v3215, %v3216 : tensor<6304x192xf32>
    %v3218 = stablehlo.rsqrt %v3217 : tensor<6304x192xf32>
    %v3219 = stablehlo.multiply %v3210, %v3218 : tensor<6304x192xf32>
    %c350 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3220 = stablehlo.reduce(%v3199 init: %c350) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3221 = stablehlo.broadcast_in_dim %v814, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3222 = stablehlo.multiply %v3199, %v3221 : tensor<6304x192xf32>
    %v3223 = stablehlo.multiply %v3219, %v3199 : tensor<6304x192xf32>
    %c351 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3224 = stablehlo.reduce(%v3223 init: %c351) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c352 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3225 = stablehlo.reduce(%v867 init: %c352) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3226 = stablehlo.broadcast_in_dim %v3225, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3227 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3228 = stablehlo.multiply %v3226, %v3227 : tensor<6304x192xf32>
    %v3229 = stablehlo.subtract %v867, %v3228 : tensor<6304x192xf32>
    %v3230 = stablehlo.multiply %v3229, %v3229 : tensor<6304x192xf32>
    %c353 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3231 = stablehlo.reduce(%v3230 init: %c353) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3232 = stablehlo.broadcast_in_dim %v3231, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3233 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3234 = stablehlo.multiply %v3232, %v3233 : tensor<6304x192xf32>
    %v3235 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3236 = stablehlo.add %v3234, %v3235 : tensor<6304x192xf32>
    %v3237 = stablehlo.rsqrt %v3236 : tensor<6304x192xf32>
    %c354 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3238 = stablehlo.reduce(%v3222 init: %c354) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3239 = stablehlo.broadcast_in_dim %v3238, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3240 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3241 = stablehlo.multiply %v3239, %v3240 : tensor<6304x192xf32>
    %v3242 = stablehlo.multiply %v3222, %v3219 : tensor<6304x192xf32>
    %c355 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3243 = stablehlo.reduce(%v3242 init: %c355) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3244 = stablehlo.broadcast_in_dim %v3243, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3245 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3246 = stablehlo.multiply %v3244, %v3245 : tensor<6304x192xf32>
    %v3247 = stablehlo.multiply %v3219, %v3246 : tensor<6304x192xf32>
    %v3248 = stablehlo.subtract %v3222, %v3241 : tensor<6304x192xf32>
    %v3249 = stablehlo.subtract %v3248, %v3247 : tensor<6304x192xf32>
    %v3250 = stablehlo.multiply %v3237, %v3249 : tensor<6304x192xf32>
    %v3251 = stablehlo.add %v3167, %v3250 : tensor<6304x192xf32>
    %v3252 = stablehlo.dot_general %v3251, %v812, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3253 = stablehlo.dot_general %v863, %v3251, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c356 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3254 = stablehlo.reduce(%v3251 init: %c356) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3255 = stablehlo.reshape %v842 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3256 = stablehlo.transpose %v3255, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3257 = "stablehlo.slice"(%v3256) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3258 = stablehlo.reshape %v3257 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3259 = "stablehlo.slice"(%v3256) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3260 = stablehlo.reshape %v3259 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3261 = "stablehlo.slice"(%v3256) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3262 = stablehlo.reshape %v3261 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3263 = stablehlo.dot_general %v3258, %v3260, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3264 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3265 = stablehlo.multiply %v3263, %v3264 : tensor<32x3x197x197xf32>
    %c357 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3266 = stablehlo.reduce(%v3265 init: %c357) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3267 = stablehlo.broadcast_in_dim %v3266, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3268 = stablehlo.subtract %v3265, %v3267 : tensor<32x3x197x197xf32>
    %v3269 = stablehlo.exponential %v3268 : tensor<32x3x197x197xf32>
    %c358 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3270 = stablehlo.reduce(%v3269 init: %c358) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3271 = stablehlo.broadcast_in_dim %v3270, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3272 = stablehlo.divide %v3269, %v3271 : tensor<32x3x197x197xf32>
    %v3273 = stablehlo.reshape %v3252 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3274 = stablehlo.transpose %v3273, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3275 = stablehlo.dot_general %v3272, %v3274, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3276 = stablehlo.dot_general %v3274, %v3262, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3277 = stablehlo.multiply %v3272, %v3276 : tensor<32x3x197x197xf32>
    %c359 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3278 = stablehlo.reduce(%v3277 init: %c359) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3279 = stablehlo.broadcast_in_dim %v3278, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3280 = stablehlo.subtract %v3276, %v3279 : tensor<32x3x197x197xf32>
    %v3281 = stablehlo.multiply %v3272, %v3280 : tensor<32x3x197x197xf32>
    %v3282 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3283 = stablehlo.multiply %v3281, %v3282 : tensor<32x3x197x197xf32>
    %v3284 = stablehlo.dot_general %v3283, %v3260, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3285 = stablehlo.dot_general %v3283, %v3258, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3286 = stablehlo.reshape %v3284 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3287 = stablehlo.reshape %v3285 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3288 = stablehlo.reshape %v3275 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3289 = stablehlo.concatenate %v3286, %v3287, %v3288, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3290 = stablehlo.transpose %v3289, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3291 = stablehlo.reshape %v3290 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3292 = stablehlo.dot_general %v3291, %v809, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3293 = stablehlo.dot_general %v839, %v3291, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c360 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3294 = stablehlo.reduce(%v3291 init: %c360) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c361 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3299 = stablehlo.reduce(%v805 init: %c361) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3300 = stablehlo.broadcast_in_dim %v3299, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3301 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3302 = stablehlo.multiply %v3300, %v3301 : tensor<6304x192xf32>
    %v3303 = stablehlo.subtract %v805, %v3302 : tensor<6304x192xf32>
    %v3304 = stablehlo.multiply %v3303, %v3303 : tensor<6304x192xf32>
    %c362 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3305 = stablehlo.reduce(%v3304 init: %c362) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3306 = stablehlo.broadcast_in_dim %v3305, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3307 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3308 = stablehlo.multiply %v3306, %v3307 : tensor<6304x192xf32>
    %v3309 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3310 = stablehlo.add %v3308, %v3309 : tensor<6304x192xf32>
    %v3311 = stablehlo.rsqrt %v3310 : tensor<6304x192xf32>
    %v3312 = stablehlo.multiply %v3303, %v3311 : tensor<6304x192xf32>
    %c363 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3313 = stablehlo.reduce(%v3292 init: %c363) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3314 = stablehlo.broadcast_in_dim %v806, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3315 = stablehlo.multiply %v3292, %v3314 : tensor<6304x192xf32>
    %v3316 = stablehlo.multiply %v3312, %v3292 : tensor<6304x192xf32>
    %c364 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3317 = stablehlo.reduce(%v3316 init: %c364) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c365 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3318 = stablehlo.reduce(%v805 init: %c365) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3319 = stablehlo.broadcast_in_dim %v3318, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3320 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3321 = stablehlo.multiply %v3319, %v3320 : tensor<6304x192xf32>
    %v3322 = stablehlo.subtract %v805, %v3321 : tensor<6304x192xf32>
    %v3323 = stablehlo.multiply %v3322, %v3322 : tensor<6304x192xf32>
    %c366 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3324 = stablehlo.reduce(%v3323 init: %c366) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3325 = stablehlo.broadcast_in_dim %v3324, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3326 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3327 = stablehlo.multiply %v3325, %v3326 : tensor<6304x192xf32>
    %v3328 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3329 = stablehlo.add %v3327, %v3328 : tensor<6304x192xf32>
    %v3330 = stablehlo.rsqrt %v3329 : tensor<6304x192xf32>
    %c367 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3331 = stablehlo.reduce(%v3315 init: %c367) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3332 = stablehlo.broadcast_in_dim %v3331, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3333 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3334 = stablehlo.multiply %v3332, %v3333 : tensor<6304x192xf32>
    %v3335 = stablehlo.multiply %v3315, %v3312 : tensor<6304x192xf32>
    %c368 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3336 = stablehlo.reduce(%v3335 init: %c368) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3337 = stablehlo.broadcast_in_dim %v3336, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3338 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3339 = stablehlo.multiply %v3337, %v3338 : tensor<6304x192xf32>
    %v3340 = stablehlo.multiply %v3312, %v3339 : tensor<6304x192xf32>
    %v3341 = stablehlo.subtract %v3315, %v3334 : tensor<6304x192xf32>
    %v3342 = stablehlo.subtract %v3341, %v3340 : tensor<6304x192xf32>
    %v3343 = stablehlo.multiply %v3330, %v3342 : tensor<6304x192xf32>
    %v3344 = stablehlo.add %v3251, %v3343 : tensor<6304x192xf32>
    %v3357 = stablehlo.dot_general %v3344, %v725, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3358 = stablehlo.dot_general %v801, %v3344, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c369 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3359 = stablehlo.reduce(%v3344 init: %c369) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3360 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3361 = stablehlo.multiply %v793, %v3360 : tensor<6304x768xf32>
    %v3362 = chlo.erf %v3361 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3363 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3364 = stablehlo.add %v3363, %v3362 : tensor<6304x768xf32>
    %v3365 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3366 = stablehlo.multiply %v3364, %v3365 : tensor<6304x768xf32>
    %v3367 = stablehlo.multiply %v793, %v793 : tensor<6304x768xf32>
    %v3368 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3369 = stablehlo.multiply %v3367, %v3368 : tensor<6304x768xf32>
    %v3370 = stablehlo.exponential %v3369 : tensor<6304x768xf32>
    %v3371 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3372 = stablehlo.multiply %v3370, %v3371 : tensor<6304x768xf32>
    %v3373 = stablehlo.multiply %v793, %v3372 : tensor<6304x768xf32>
    %v3374 = stablehlo.add %v3366, %v3373 : tensor<6304x768xf32>
    %v3375 = stablehlo.multiply %v3357, %v3374 : tensor<6304x768xf32>
    %v3376 = stablehlo.dot_general %v3375, %v722, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3377 = stablehlo.dot_general %v790, %v3375, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c370 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3378 = stablehlo.reduce(%v3375 init: %c370) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c371 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3383 = stablehlo.reduce(%v772 init: %c371) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3384 = stablehlo.broadcast_in_dim %v3383, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3385 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3386 = stablehlo.multiply %v3384, %v3385 : tensor<6304x192xf32>
    %v3387 = stablehlo.subtract %v772, %v3386 : tensor<6304x192xf32>
    %v3388 = stablehlo.multiply %v3387, %v3387 : tensor<6304x192xf32>
    %c372 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3389 = stablehlo.reduce(%v3388 init: %c372) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3390 = stablehlo.broadcast_in_dim %v3389, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3391 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3392 = stablehlo.multiply %v3390, %v3391 : tensor<6304x192xf32>
    %v3393 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3394 = stablehlo.add %v3392, %v3393 : tensor<6304x192xf32>
    %v3395 = stablehlo.rsqrt %v3394 : tensor<6304x192xf32>
    %v3396 = stablehlo.multiply %v3387, %v3395 : tensor<6304x192xf32>
    %c373 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3397 = stablehlo.reduce(%v3376 init: %c373) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3398 = stablehlo.broadcast_in_dim %v719, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3399 = stablehlo.multiply %v3376, %v3398 : tensor<6304x192xf32>
    %v3400 = stablehlo.multiply %v3396, %v3376 : tensor<6304x192xf32>
    %c374 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3401 = stablehlo.reduce(%v3400 init: %c374) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c375 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3402 = stablehlo.reduce(%v772 init: %c375) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3403 = stablehlo.broadcast_in_dim %v3402, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3404 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3405 = stablehlo.multiply %v3403, %v3404 : tensor<6304x192xf32>
    %v3406 = stablehlo.subtract %v772, %v3405 : tensor<6304x192xf32>
    %v3407 = stablehlo.multiply %v3406, %v3406 : tensor<6304x192xf32>
    %c376 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3408 = stablehlo.reduce(%v3407 init: %c376) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3409 = stablehlo.broadcast_in_dim %v3408, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3410 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3411 = stablehlo.multiply %v3409, %v3410 : tensor<6304x192xf32>
    %v3412 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3413 = stablehlo.add %v3411, %v3412 : tensor<6304x192xf32>
    %v3414 = stablehlo.rsqrt %v3413 : tensor<6304x192xf32>
    %c377 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3415 = stablehlo.reduce(%v3399 init: %c377) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3416 = stablehlo.broadcast_in_dim %v3415, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3417 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3418 = stablehlo.multiply %v3416, %v3417 : tensor<6304x192xf32>
    %v3419 = stablehlo.multiply %v3399, %v3396 : tensor<6304x192xf32>
    %c378 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3420 = stablehlo.reduce(%v3419 init: %c378) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3421 = stablehlo.broadcast_in_dim %v3420, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3422 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3423 = stablehlo.multiply %v3421, %v3422 : tensor<6304x192xf32>
    %v3424 = stablehlo.multiply %v3396, %v3423 : tensor<6304x192xf32>
    %v3425 = stablehlo.subtract %v3399, %v3418 : tensor<6304x192xf32>
    %v3426 = stablehlo.subtract %v3425, %v3424 : tensor<6304x192xf32>
    %v3427 = stablehlo.multiply %v3414, %v3426 : tensor<6304x192xf32>
    %v3428 = stablehlo.add %v3344, %v3427 : tensor<6304x192xf32>
    %v3429 = stablehlo.dot_general %v3428, %v717, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3430 = stablehlo.dot_general %v768, %v3428, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c379 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3431 = stablehlo.reduce(%v3428 init: %c379) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3432 = stablehlo.reshape %v747 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3433 = stablehlo.transpose %v3432, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3434 = "stablehlo.slice"(%v3433) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3435 = stablehlo.reshape %v3434 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3436 = "stablehlo.slice"(%v3433) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3437 = stablehlo.reshape %v3436 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3438 = "stablehlo.slice"(%v3433) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3439 = stablehlo.reshape %v3438 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3440 = stablehlo.dot_general %v3435, %v3437, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3441 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3442 = stablehlo.multiply %v3440, %v3441 : tensor<32x3x197x197xf32>
    %c380 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3443 = stablehlo.reduce(%v3442 init: %c380) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3444 = stablehlo.broadcast_in_dim %v3443, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3445 = stablehlo.subtract %v3442, %v3444 : tensor<32x3x197x197xf32>
    %v3446 = stablehlo.exponential %v3445 : tensor<32x3x197x197xf32>
    %c381 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3447 = stablehlo.reduce(%v3446 init: %c381) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3448 = stablehlo.broadcast_in_dim %v3447, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3449 = stablehlo.divide %v3446, %v3448 : tensor<32x3x197x197xf32>
    %v3450 = stablehlo.reshape %v3429 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3451 = stablehlo.transpose %v3450, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3452 = stablehlo.dot_general %v3449, %v3451, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3453 = stablehlo.dot_general %v3451, %v3439, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3454 = stablehlo.multiply %v3449, %v3453 : tensor<32x3x197x197xf32>
    %c382 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3455 = stablehlo.reduce(%v3454 init: %c382) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3456 = stablehlo.broadcast_in_dim %v3455, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3457 = stablehlo.subtract %v3453, %v3456 : tensor<32x3x197x197xf32>
    %v3458 = stablehlo.multiply %v3449, %v3457 : tensor<32x3x197x197xf32>
    %v3459 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3460 = stablehlo.multiply %v3458, %v3459 : tensor<32x3x197x197xf32>
    %v3461 = stablehlo.dot_general %v3460, %v3437, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3462 = stablehlo.dot_general %v3460, %v3435, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3463 = stablehlo.reshape %v3461 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3464 = stablehlo.reshape %v3462 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3465 = stablehlo.reshape %v3452 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3466 = stablehlo.concatenate %v3463, %v3464, %v3465, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3467 = stablehlo.transpose %v3466, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3468 = stablehlo.reshape %v3467 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3469 = stablehlo.dot_general %v3468, %v714, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3470 = stablehlo.dot_general %v744, %v3468, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c383 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3471 = stablehlo.reduce(%v3468 init: %c383) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c384 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3476 = stablehlo.reduce(%v710 init: %c384) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3477 = stablehlo.broadcast_in_dim %v3476, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3478 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3479 = stablehlo.multiply %v3477, %v3478 : tensor<6304x192xf32>
    %v3480 = stablehlo.subtract %v710, %v3479 : tensor<6304x192xf32>
    %v3481 = stablehlo.multiply %v3480, %v3480 : tensor<6304x192xf32>
    %c385 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3482 = stablehlo.reduce(%v3481 init: %c385) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3483 = stablehlo.broadcast_in_dim %v3482, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3484 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3485 = stablehlo.multiply %v3483, %v3484 : tensor<6304x192xf32>
    %v3486 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3487 = stablehlo.add %v3485, %v3486 : tensor<6304x192xf32>
    %v3488 = stablehlo.rsqrt %v3487 : tensor<6304x192xf32>
    %v3489 = stablehlo.multiply %v3480, %v3488 : tensor<6304x192xf32>
    %c386 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3490 = stablehlo.reduce(%v3469 init: %c386) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3491 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3492 = stablehlo.multiply %v3469, %v3491 : tensor<6304x192xf32>
    %v3493 = stablehlo.multiply %v3489, %v3469 : tensor<6304x192xf32>
    %c387 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3494 = stablehlo.reduce(%v3493 init: %c387) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c388 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3495 = stablehlo.reduce(%v710 init: %c388) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3496 = stablehlo.broadcast_in_dim %v3495, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3497 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3498 = stablehlo.multiply %v3496, %v3497 : tensor<6304x192xf32>
    %v3499 = stablehlo.subtract %v710, %v3498 : tensor<6304x192xf32>
    %v3500 = stablehlo.multiply %v3499, %v3499 : tensor<6304x192xf32>
    %c389 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3501 = stablehlo.reduce(%v3500 init: %c389) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3502 = stablehlo.broadcast_in_dim %v3501, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3503 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3504 = stablehlo.multiply %v3502, %v3503 : tensor<6304x192xf32>
    %v3505 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3506 = stablehlo.add %v3504, %v3505 : tensor<6304x192xf32>
    %v3507 = stablehlo.rsqrt %v3506 : tensor<6304x192xf32>
    %c390 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3508 = stablehlo.reduce(%v3492 init: %c390) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3509 = stablehlo.broadcast_in_dim %v3508, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3510 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3511 = stablehlo.multiply %v3509, %v3510 : tensor<6304x192xf32>
    %v3512 = stablehlo.multiply %v3492, %v3489 : tensor<6304x192xf32>
    %c391 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3513 = stablehlo.reduce(%v3512 init: %c391) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3514 = stablehlo.broadcast_in_dim %v3513, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3515 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3516 = stablehlo.multiply %v3514, %v3515 : tensor<6304x192xf32>
    %v3517 = stablehlo.multiply %v3489, %v3516 : tensor<6304x192xf32>
    %v3518 = stablehlo.subtract %v3492, %v3511 : tensor<6304x192xf32>
    %v3519 = stablehlo.subtract %v3518, %v3517 : tensor<6304x192xf32>
    %v3520 = stablehlo.multiply %v3507, %v3519 : tensor<6304x192xf32>
    %v3521 = stablehlo.add %v3428, %v3520 : tensor<6304x192xf32>
    %v3534 = stablehlo.dot_general %v3521, %v630, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3535 = stablehlo.dot_general %v706, %v3521, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c392 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3536 = stablehlo.reduce(%v3521 init: %c392) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3537 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3538 = stablehlo.multiply %v698, %v3537 : tensor<6304x768xf32>
    %v3539 = chlo.erf %v3538 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3540 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3541 = stablehlo.add %v3540, %v3539 : tensor<6304x768xf32>
    %v3542 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3543 = stablehlo.multiply %v3541, %v3542 : tensor<6304x768xf32>
    %v3544 = stablehlo.multiply %v698, %v698 : tensor<6304x768xf32>
    %v3545 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3546 = stablehlo.multiply %v3544, %v3545 : tensor<6304x768xf32>
    %v3547 = stablehlo.exponential %v3546 : tensor<6304x768xf32>
    %v3548 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3549 = stablehlo.multiply %v3547, %v3548 : tensor<6304x768xf32>
    %v3550 = stablehlo.multiply %v698, %v3549 : tensor<6304x768xf32>
    %v3551 = stablehlo.add %v3543, %v3550 : tensor<6304x768xf32>
    %v3552 = stablehlo.multiply %v3534, %v3551 : tensor<6304x768xf32>
    %v3553 = stablehlo.dot_general %v3552, %v627, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3554 = stablehlo.dot_general %v695, %v3552, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3555 = stablehlo.reduce(%v3552 init: %c393) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c394 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3560 = stablehlo.reduce(%v677 init: %c394) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3561 = stablehlo.broadcast_in_dim %v3560, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3562 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3563 = stablehlo.multiply %v3561, %v3562 : tensor<6304x192xf32>
    %v3564 = stablehlo.subtract %v677, %v3563 : tensor<6304x192xf32>
    %v3565 = stablehlo.multiply %v3564, %v3564 : tensor<6304x192xf32>
    %c395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3566 = stablehlo.reduce(%v3565 init: %c395) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3567 = stablehlo.broadcast_in_dim %v3566, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3568 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3569 = stablehlo.multiply %v3567, %v3568 : tensor<6304x192xf32>
    %v3570 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3571 = stablehlo.add %v3569, %v3570 : tensor<6304x192xf32>
    %v3572 = stablehlo.rsqrt %v3571 : tensor<6304x192xf32>
    %v3573 = stablehlo.multiply %v3564, %v3572 : tensor<6304x192xf32>
    %c396 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3574 = stablehlo.reduce(%v3553 init: %c396) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3575 = stablehlo.broadcast_in_dim %v624, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3576 = stablehlo.multiply %v3553, %v3575 : tensor<6304x192xf32>
    %v3577 = stablehlo.multiply %v3573, %v3553 : tensor<6304x192xf32>
    %c397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3578 = stablehlo.reduce(%v3577 init: %c397) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c398 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3579 = stablehlo.reduce(%v677 init: %c398) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3580 = stablehlo.broadcast_in_dim %v3579, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3581 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3582 = stablehlo.multiply %v3580, %v3581 : tensor<6304x192xf32>
    %v3583 = stablehlo.subtract %v677, %v3582 : tensor<6304x192xf32>
    %v3584 = stablehlo.multiply %v3583, %v3583 : tensor<6304x192xf32>
    %c399 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3585 = stablehlo.reduce(%v3584 init: %c399) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3586 = stablehlo.broadcast_in_dim %v3585, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3587 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3588 = stablehlo.multiply %v3586, %v3587 : tensor<6304x192xf32>
    %v3589 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3590 = stablehlo.add %v3588, %v3589 : tensor<6304x192xf32>
    %v3591 = stablehlo.rsqrt %v3590 : tensor<6304x192xf32>
    %c400 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3592 = stablehlo.reduce(%v3576 init: %c400) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3593 = stablehlo.broadcast_in_dim %v3592, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3594 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3595 = stablehlo.multiply %v3593, %v3594 : tensor<6304x192xf32>
    %v3596 = stablehlo.multiply %v3576, %v3573 : tensor<6304x192xf32>
    %c401 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3597 = stablehlo.reduce(%v3596 init: %c401) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3598 = stablehlo.broadcast_in_dim %v3597, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3599 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3600 = stablehlo.multiply %v3598, %v3599 : tensor<6304x192xf32>
    %v3601 = stablehlo.multiply %v3573, %v3600 : tensor<6304x192xf32>
    %v3602 = stablehlo.subtract %v3576, %v3595 : tensor<6304x192xf32>
    %v3603 = stablehlo.subtract %v3602, %v3601 : tensor<6304x192xf32>
    %v3604 = stablehlo.multiply %v3591, %v3603 : tensor<6304x192xf32>
    %v3605 = stablehlo.add %v3521, %v3604 : tensor<6304x192xf32>
    %v3606 = stablehlo.dot_general %v3605, %v622, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3607 = stablehlo.dot_general %v673, %v3605, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c402 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3608 = stablehlo.reduce(%v3605 init: %c402) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3609 = stablehlo.reshape %v652 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3610 = stablehlo.transpose %v3609, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3611 = "stablehlo.slice"(%v3610) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3612 = stablehlo.reshape %v3611 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3613 = "stablehlo.slice"(%v3610) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3614 = stablehlo.reshape %v3613 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3615 = "stablehlo.slice"(%v3610) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3616 = stablehlo.reshape %v3615 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3617 = stablehlo.dot_general %v3612, %v3614, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3618 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3619 = stablehlo.multiply %v3617, %v3618 : tensor<32x3x197x197xf32>
    %c403 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3620 = stablehlo.reduce(%v3619 init: %c403) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3621 = stablehlo.broadcast_in_dim %v3620, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3622 = stablehlo.subtract %v3619, %v3621 : tensor<32x3x197x197xf32>
    %v3623 = stablehlo.exponential %v3622 : tensor<32x3x197x197xf32>
    %c404 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3624 = stablehlo.reduce(%v3623 init: %c404) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3625 = stablehlo.broadcast_in_dim %v3624, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3626 = stablehlo.divide %v3623, %v3625 : tensor<32x3x197x197xf32>
    %v3627 = stablehlo.reshape %v3606 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3628 = stablehlo.transpose %v3627, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3629 = stablehlo.dot_general %v3626, %v3628, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3630 = stablehlo.dot_general %v3628, %v3616, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3631 = stablehlo.multiply %v3626, %v3630 : tensor<32x3x197x197xf32>
    %c405 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3632 = stablehlo.reduce(%v3631 init: %c405) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3633 = stablehlo.broadcast_in_dim %v3632, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3634 = stablehlo.subtract %v3630, %v3633 : tensor<32x3x197x197xf32>
    %v3635 = stablehlo.multiply %v3626, %v3634 : tensor<32x3x197x197xf32>
    %v3636 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3637 = stablehlo.multiply %v3635, %v3636 : tensor<32x3x197x197xf32>
    %v3638 = stablehlo.dot_general %v3637, %v3614, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3639 = stablehlo.dot_general %v3637, %v3612, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3640 = stablehlo.reshape %v3638 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3641 = stablehlo.reshape %v3639 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3642 = stablehlo.reshape %v3629 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3643 = stablehlo.concatenate %v3640, %v3641, %v3642, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3644 = stablehlo.transpose %v3643, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3645 = stablehlo.reshape %v3644 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3646 = stablehlo.dot_general %v3645, %v619, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3647 = stablehlo.dot_general %v649, %v3645, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c406 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3648 = stablehlo.reduce(%v3645 init: %c406) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c407 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3653 = stablehlo.reduce(%v615 init: %c407) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3654 = stablehlo.broadcast_in_dim %v3653, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3655 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3656 = stablehlo.multiply %v3654, %v3655 : tensor<6304x192xf32>
    %v3657 = stablehlo.subtract %v615, %v3656 : tensor<6304x192xf32>
    %v3658 = stablehlo.multiply %v3657, %v3657 : tensor<6304x192xf32>
    %c408 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3659 = stablehlo.reduce(%v3658 init: %c408) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3660 = stablehlo.broadcast_in_dim %v3659, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3661 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3662 = stablehlo.multiply %v3660, %v3661 : tensor<6304x192xf32>
    %v3663 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3664 = stablehlo.add %v3662, %v3663 : tensor<6304x192xf32>
    %v3665 = stablehlo.rsqrt %v3664 : tensor<6304x192xf32>
    %v3666 = stablehlo.multiply %v3657, %v3665 : tensor<6304x192xf32>
    %c409 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3667 = stablehlo.reduce(%v3646 init: %c409) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3668 = stablehlo.broadcast_in_dim %v616, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3669 = stablehlo.multiply %v3646, %v3668 : tensor<6304x192xf32>
    %v3670 = stablehlo.multiply %v3666, %v3646 : tensor<6304x192xf32>
    %c410 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3671 = stablehlo.reduce(%v3670 init: %c410) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c411 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3672 = stablehlo.reduce(%v615 init: %c411) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3673 = stablehlo.broadcast_in_dim %v3672, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3674 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3675 = stablehlo.multiply %v3673, %v3674 : tensor<6304x192xf32>
    %v3676 = stablehlo.subtract %v615, %v3675 : tensor<6304x192xf32>
    %v3677 = stablehlo.multiply %v3676, %v3676 : tensor<6304x192xf32>
    %c412 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3678 = stablehlo.reduce(%v3677 init: %c412) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3679 = stablehlo.broadcast_in_dim %v3678, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3680 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3681 = stablehlo.multiply %v3679, %v3680 : tensor<6304x192xf32>
    %v3682 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3683 = stablehlo.add %v3681, %v3682 : tensor<6304x192xf32>
    %v3684 = stablehlo.rsqrt %v3683 : tensor<6304x192xf32>
    %c413 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3685 = stablehlo.reduce(%v3669 init: %c413) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3686 = stablehlo.broadcast_in_dim %v3685, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3687 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3688 = stablehlo.multiply %v3686, %v3687 : tensor<6304x192xf32>
    %v3689 = stablehlo.multiply %v3669, %v3666 : tensor<6304x192xf32>
    %c414 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3690 = stablehlo.reduce(%v3689 init: %c414) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3691 = stablehlo.broadcast_in_dim %v3690, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3692 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3693 = stablehlo.multiply %v3691, %v3692 : tensor<6304x192xf32>
    %v3694 = stablehlo.multiply %v3666, %v3693 : tensor<6304x192xf32>
    %v3695 = stablehlo.subtract %v3669, %v3688 : tensor<6304x192xf32>
    %v3696 = stablehlo.subtract %v3695, %v3694 : tensor<6304x192xf32>
    %v3697 = stablehlo.multiply %v3684, %v3696 : tensor<6304x192xf32>
    %v3698 = stablehlo.add %v3605, %v3697 : tensor<6304x192xf32>
    %v3711 = stablehlo.dot_general %v3698, %v535, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3712 = stablehlo.dot_general %v611, %v3698, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c415 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3713 = stablehlo.reduce(%v3698 init: %c415) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3714 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3715 = stablehlo.multiply %v603, %v3714 : tensor<6304x768xf32>
    %v3716 = chlo.erf %v3715 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3717 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3718 = stablehlo.add %v3717, %v3716 : tensor<6304x768xf32>
    %v3719 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3720 = stablehlo.multiply %v3718, %v3719 : tensor<6304x768xf32>
    %v3721 = stablehlo.multiply %v603, %v603 : tensor<6304x768xf32>
    %v3722 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3723 = stablehlo.multiply %v3721, %v3722 : tensor<6304x768xf32>
    %v3724 = stablehlo.exponential %v3723 : tensor<6304x768xf32>
    %v3725 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3726 = stablehlo.multiply %v3724, %v3725 : tensor<6304x768xf32>
    %v3727 = stablehlo.multiply %v603, %v3726 : tensor<6304x768xf32>
    %v3728 = stablehlo.add %v3720, %v3727 : tensor<6304x768xf32>
    %v3729 = stablehlo.multiply %v3711, %v3728 : tensor<6304x768xf32>
    %v3730 = stablehlo.dot_general %v3729, %v532, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3731 = stablehlo.dot_general %v600, %v3729, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3732 = stablehlo.reduce(%v3729 init: %c416) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c417 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3737 = stablehlo.reduce(%v582 init: %c417) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3738 = stablehlo.broadcast_in_dim %v3737, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3739 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3740 = stablehlo.multiply %v3738, %v3739 : tensor<6304x192xf32>
    %v3741 = stablehlo.subtract %v582, %v3740 : tensor<6304x192xf32>
    %v3742 = stablehlo.multiply %v3741, %v3741 : tensor<6304x192xf32>
    %c418 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3743 = stablehlo.reduce(%v3742 init: %c418) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3744 = stablehlo.broadcast_in_dim %v3743, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3745 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3746 = stablehlo.multiply %v3744, %v3745 : tensor<6304x192xf32>
    %v3747 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3748 = stablehlo.add %v3746, %v3747 : tensor<6304x192xf32>
    %v3749 = stablehlo.rsqrt %v3748 : tensor<6304x192xf32>
    %v3750 = stablehlo.multiply %v3741, %v3749 : tensor<6304x192xf32>
    %c419 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3751 = stablehlo.reduce(%v3730 init: %c419) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3752 = stablehlo.broadcast_in_dim %v529, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3753 = stablehlo.multiply %v3730, %v3752 : tensor<6304x192xf32>
    %v3754 = stablehlo.multiply %v3750, %v3730 : tensor<6304x192xf32>
    %c420 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3755 = stablehlo.reduce(%v3754 init: %c420) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c421 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3756 = stablehlo.reduce(%v582 init: %c421) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3757 = stablehlo.broadcast_in_dim %v3756, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3758 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3759 = stablehlo.multiply %v3757, %v3758 : tensor<6304x192xf32>
    %v3760 = stablehlo.subtract %v582, %v3759 : tensor<6304x192xf32>
    %v3761 = stablehlo.multiply %v3760, %v3760 : tensor<6304x192xf32>
    %c422 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3762 = stablehlo.reduce(%v3761 init: %c422) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3763 = stablehlo.broadcast_in_dim %v3762, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3764 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3765 = stablehlo.multiply %v3763, %v3764 : tensor<6304x192xf32>
    %v3766 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3767 = stablehlo.add %v3765, %v3766 : tensor<6304x192xf32>
    %v3768 = stablehlo.rsqrt %v3767 : tensor<6304x192xf32>
    %c423 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3769 = stablehlo.reduce(%v3753 init: %c423) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3770 = stablehlo.broadcast_in_dim %v3769, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3771 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3772 = stablehlo.multiply %v3770, %v3771 : tensor<6304x192xf32>
    %v3773 = stablehlo.multiply %v3753, %v3750 : tensor<6304x192xf32>
    %c424 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3774 = stablehlo.reduce(%v3773 init: %c424) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3775 = stablehlo.broadcast_in_dim %v3774, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3776 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3777 = stablehlo.multiply %v3775, %v3776 : tensor<6304x192xf32>
    %v3778 = stablehlo.multiply %v3750, %v3777 : tensor<6304x192xf32>
    %v3779 = stablehlo.subtract %v3753, %v3772 : tensor<6304x192xf32>
    %v3780 = stablehlo.subtract %v3779, %v3778 : tensor<6304x192xf32>
    %v3781 = stablehlo.multiply %v3768, %v3780 : tensor<6304x192xf32>
    %v3782 = stablehlo.add %v3698, %v3781 : tensor<6304x192xf32>
    %v3783 = stablehlo.dot_general %v3782, %v527, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3784 = stablehlo.dot_general %v578, %v3782, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c425 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3785 = stablehlo.reduce(%v3782 init: %c425) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3786 = stablehlo.reshape %v557 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3787 = stablehlo.transpose %v3786, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3788 = "stablehlo.slice"(%v3787) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3789 = stablehlo.reshape %v3788 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3790 = "stablehlo.slice"(%v3787) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3791 = stablehlo.reshape %v3790 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3792 = "stablehlo.slice"(%v3787) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3793 = stablehlo.reshape %v3792 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3794 = stablehlo.dot_general %v3789, %v3791, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3795 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3796 = stablehlo.multiply %v3794, %v3795 : tensor<32x3x197x197xf32>
    %c426 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3797 = stablehlo.reduce(%v3796 init: %c426) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3798 = stablehlo.broadcast_in_dim %v3797, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3799 = stablehlo.subtract %v3796, %v3798 : tensor<32x3x197x197xf32>
    %v3800 = stablehlo.exponential %v3799 : tensor<32x3x197x197xf32>
    %c427 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3801 = stablehlo.reduce(%v3800 init: %c427) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3802 = stablehlo.broadcast_in_dim %v3801, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3803 = stablehlo.divide %v3800, %v3802 : tensor<32x3x197x197xf32>
    %v3804 = stablehlo.reshape %v3783 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3805 = stablehlo.transpose %v3804, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3806 = stablehlo.dot_general %v3803, %v3805, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3807 = stablehlo.dot_general %v3805, %v3793, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3808 = stablehlo.multiply %v3803, %v3807 : tensor<32x3x197x197xf32>
    %c428 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3809 = stablehlo.reduce(%v3808 init: %c428) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3810 = stablehlo.broadcast_in_dim %v3809, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3811 = stablehlo.subtract %v3807, %v3810 : tensor<32x3x197x197xf32>
    %v3812 = stablehlo.multiply %v3803, %v3811 : tensor<32x3x197x197xf32>
    %v3813 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3814 = stablehlo.multiply %v3812, %v3813 : tensor<32x3x197x197xf32>
    %v3815 = stablehlo.dot_general %v3814, %v3791, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3816 = stablehlo.dot_general %v3814, %v3789, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3817 = stablehlo.reshape %v3815 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3818 = stablehlo.reshape %v3816 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3819 = stablehlo.reshape %v3806 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3820 = stablehlo.concatenate %v3817, %v3818, %v3819, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3821 = stablehlo.transpose %v3820, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3822 = stablehlo.reshape %v3821 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3823 = stablehlo.dot_general %v3822, %v524, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3824 = stablehlo.dot_general %v554, %v3822, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c429 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3825 = stablehlo.reduce(%v3822 init: %c429) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c430 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3830 = stablehlo.reduce(%v520 init: %c430) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3831 = stablehlo.broadcast_in_dim %v3830, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3832 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3833 = stablehlo.multiply %v3831, %v3832 : tensor<6304x192xf32>
    %v3834 = stablehlo.subtract %v520, %v3833 : tensor<6304x192xf32>
    %v3835 = stablehlo.multiply %v3834, %v3834 : tensor<6304x192xf32>
    %c431 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3836 = stablehlo.reduce(%v3835 init: %c431) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3837 = stablehlo.broadcast_in_dim %v3836, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3838 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3839 = stablehlo.multiply %v3837, %v3838 : tensor<6304x192xf32>
    %v3840 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3841 = stablehlo.add %v3839, %v3840 : tensor<6304x192xf32>
    %v3842 = stablehlo.rsqrt %v3841 : tensor<6304x192xf32>
    %v3843 = stablehlo.multiply %v3834, %v3842 : tensor<6304x192xf32>
    %c432 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3844 = stablehlo.reduce(%v3823 init: %c432) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3845 = stablehlo.broadcast_in_dim %v521, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3846 = stablehlo.multiply %v3823, %v3845 : tensor<6304x192xf32>
    %v3847 = stablehlo.multiply %v3843, %v3823 : tensor<6304x192xf32>
    %c433 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3848 = stablehlo.reduce(%v3847 init: %c433) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c434 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3849 = stablehlo.reduce(%v520 init: %c434) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3850 = stablehlo.broadcast_in_dim %v3849, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3851 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3852 = stablehlo.multiply %v3850, %v3851 : tensor<6304x192xf32>
    %v3853 = stablehlo.subtract %v520, %v3852 : tensor<6304x192xf32>
    %v3854 = stablehlo.multiply %v3853, %v3853 : tensor<6304x192xf32>
    %c435 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3855 = stablehlo.reduce(%v3854 init: %c435) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3856 = stablehlo.broadcast_in_dim %v3855, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3857 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3858 = stablehlo.multiply %v3856, %v3857 : tensor<6304x192xf32>
    %v3859 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3860 = stablehlo.add %v3858, %v3859 : tensor<6304x192xf32>
    %v3861 = stablehlo.rsqrt %v3860 : tensor<6304x192xf32>
    %c436 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3862 = stablehlo.reduce(%v3846 init: %c436) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3863 = stablehlo.broadcast_in_dim %v3862, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3864 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3865 = stablehlo.multiply %v3863, %v3864 : tensor<6304x192xf32>
    %v3866 = stablehlo.multiply %v3846, %v3843 : tensor<6304x192xf32>
    %c437 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3867 = stablehlo.reduce(%v3866 init: %c437) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3868 = stablehlo.broadcast_in_dim %v3867, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3869 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3870 = stablehlo.multiply %v3868, %v3869 : tensor<6304x192xf32>
    %v3871 = stablehlo.multiply %v3843, %v3870 : tensor<6304x192xf32>
    %v3872 = stablehlo.subtract %v3846, %v3865 : tensor<6304x192xf32>
    %v3873 = stablehlo.subtract %v3872, %v3871 : tensor<6304x192xf32>
    %v3874 = stablehlo.multiply %v3861, %v3873 : tensor<6304x192xf32>
    %v3875 = stablehlo.add %v3782, %v3874 : tensor<6304x192xf32>
    %v3888 = stablehlo.dot_general %v3875, %v440, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3889 = stablehlo.dot_general %v516, %v3875, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c438 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3890 = stablehlo.reduce(%v3875 init: %c438) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3891 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3892 = stablehlo.multiply %v508, %v3891 : tensor<6304x768xf32>
    %v3893 = chlo.erf %v3892 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3894 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3895 = stablehlo.add %v3894, %v3893 : tensor<6304x768xf32>
    %v3896 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3897 = stablehlo.multiply %v3895, %v3896 : tensor<6304x768xf32>
    %v3898 = stablehlo.multiply %v508, %v508 : tensor<6304x768xf32>
    %v3899 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3900 = stablehlo.multiply %v3898, %v3899 : tensor<6304x768xf32>
    %v3901 = stablehlo.exponential %v3900 : tensor<6304x768xf32>
    %v3902 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3903 = stablehlo.multiply %v3901, %v3902 : tensor<6304x768xf32>
    %v3904 = stablehlo.multiply %v508, %v3903 : tensor<6304x768xf32>
    %v3905 = stablehlo.add %v3897, %v3904 : tensor<6304x768xf32>
    %v3906 = stablehlo.multiply %v3888, %v3905 : tensor<6304x768xf32>
    %v3907 = stablehlo.dot_general %v3906, %v437, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3908 = stablehlo.dot_general %v505, %v3906, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c439 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3909 = stablehlo.reduce(%v3906 init: %c439) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c440 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3914 = stablehlo.reduce(%v487 init: %c440) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3915 = stablehlo.broadcast_in_dim %v3914, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3916 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3917 = stablehlo.multiply %v3915, %v3916 : tensor<6304x192xf32>
    %v3918 = stablehlo.subtract %v487, %v3917 : tensor<6304x192xf32>
    %v3919 = stablehlo.multiply %v3918, %v3918 : tensor<6304x192xf32>
    %c441 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3920 = stablehlo.reduce(%v3919 init: %c441) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3921 = stablehlo.broadcast_in_dim %v3920, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3922 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3923 = stablehlo.multiply %v3921, %v3922 : tensor<6304x192xf32>
    %v3924 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3925 = stablehlo.add %v3923, %v3924 : tensor<6304x192xf32>
    %v3926 = stablehlo.rsqrt %v3925 : tensor<6304x192xf32>
    %v3927 = stablehlo.multiply %v3918, %v3926 : tensor<6304x192xf32>
    %c442 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3928 = stablehlo.reduce(%v3907 init: %c442) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3929 = stablehlo.broadcast_in_dim %v434, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3930 = stablehlo.multiply %v3907, %v3929 : tensor<6304x192xf32>
    %v3931 = stablehlo.multiply %v3927, %v3907 : tensor<6304x192xf32>
    %c443 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3932 = stablehlo.reduce(%v3931 init: %c443) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c444 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3933 = stablehlo.reduce(%v487 init: %c444) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3934 = stablehlo.broadcast_in_dim %v3933, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3935 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3936 = stablehlo.multiply %v3934, %v3935 : tensor<6304x192xf32>
    %v3937 = stablehlo.subtract %v487, %v3936 : tensor<6304x192xf32>
    %v3938 = stablehlo.multiply %v3937, %v3937 : tensor<6304x192xf32>
    %c445 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3939 = stablehlo.reduce(%v3938 init: %c445) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3940 = stablehlo.broadcast_in_dim %v3939, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3941 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3942 = stablehlo.multiply %v3940, %v3941 : tensor<6304x192xf32>
    %v3943 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3944 = stablehlo.add %v3942, %v3943 : tensor<6304x192xf32>
    %v3945 = stablehlo.rsqrt %v3944 : tensor<6304x192xf32>
    %c446 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3946 = stablehlo.reduce(%v3930 init: %c446) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3947 = stablehlo.broadcast_in_dim %v3946, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3948 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3949 = stablehlo.multiply %v3947, %v3948 : tensor<6304x192xf32>
    %v3950 = stablehlo.multiply %v3930, %v3927 : tensor<6304x192xf32>
    %c447 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3951 = stablehlo.reduce(%v3950 init: %c447) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3952 = stablehlo.broadcast_in_dim %v3951, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3953 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3954 = stablehlo.multiply %v3952, %v3953 : tensor<6304x192xf32>
    %v3955 = stablehlo.multiply %v3927, %v3954 : tensor<6304x192xf32>
    %v3956 = stablehlo.subtract %v3930, %v3949 : tensor<6304x192xf32>
    %v3957 = stablehlo.subtract %v3956, %v3955 : tensor<6304x192xf32>
    %v3958 = stablehlo.multiply %v3945, %v3957 : tensor<6304x192xf32>
    %v3959 = stablehlo.add %v3875, %v3958 : tensor<6304x192xf32>
    %v3960 = stablehlo.dot_general %v3959, %v432, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3961 = stablehlo.dot_general %v483, %v3959, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c448 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3962 = stablehlo.reduce(%v3959 init: %c448) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3963 = stablehlo.reshape %v462 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3964 = stablehlo.transpose %v3963, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3965 = "stablehlo.slice"(%v3964) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3966 = stablehlo.reshape %v3965 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3967 = "stablehlo.slice"(%v3964) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3968 = stablehlo.reshape %v3967 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3969 = "stablehlo.slice"(%v3964) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3970 = stablehlo.reshape %v3969 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3971 = stablehlo.dot_general %v3966, %v3968, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3972 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3973 = stablehlo.multiply %v3971, %v3972 : tensor<32x3x197x197xf32>
    %c449 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3974 = stablehlo.reduce(%v3973 init: %c449) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3975 = stablehlo.broadcast_in_dim %v3974, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3976 = stablehlo.subtract %v3973, %v3975 : tensor<32x3x197x197xf32>
    %v3977 = stablehlo.exponential %v3976 : tensor<32x3x197x197xf32>
    %c450 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3978 = stablehlo.reduce(%v3977 init: %c450) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3979 = stablehlo.broadcast_in_dim %v3978, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3980 = stablehlo.divide %v3977, %v3979 : tensor<32x3x197x197xf32>
    %v3981 = stablehlo.reshape %v3960 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3982 = stablehlo.transpose %v3981, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3983 = stablehlo.dot_general %v3980, %v3982, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3984 = stablehlo.dot_general %v3982, %v3970, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3985 = stablehlo.multiply %v3980, %v3984 : tensor<32x3x197x197xf32>
    %c451 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3986 = stablehlo.reduce(%v3985 init: %c451) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3987 = stablehlo.broadcast_in_dim %v3986, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3988 = stablehlo.subtract %v3984, %v3987 : tensor<32x3x197x197xf32>
    %v3989 = stablehlo.multiply %v3980, %v3988 : tensor<32x3x197x197xf32>
    %v3990 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3991 = stablehlo.multiply %v3989, %v3990 : tensor<32x3x197x197xf32>
    %v3992 = stablehlo.dot_general %v3991, %v3968, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3993 = stablehlo.dot_general %v3991, %v3966, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3994 = stablehlo.reshape %v3992 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3995 = stablehlo.reshape %v3993 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3996 = stablehlo.reshape %v3983 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3997 = stablehlo.concatenate %v3994, %v3995, %v3996, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3998 = stablehlo.transpose %v3997, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3999 = stablehlo.reshape %v3998 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v4000 = stablehlo.dot_general %v3999, %v429, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v4001 = stablehlo.dot_general %v459, %v3999, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c452 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4002 = stablehlo.reduce(%v3999 init: %c452) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c453 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4007 = stablehlo.reduce(%v425 init: %c453) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v4008 = stablehlo.broadcast_in_dim %v4007, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v4009 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v4010 = stablehlo.multiply %v4008, %v4009 : tensor<6304x192xf32>
    %v4011 = stablehlo.subtract %v425, %v4010 : tensor<6304x192xf32>
    %v4012 = stablehlo.multiply %v4011, %v4011 : tensor<6304x192xf32>
    %c454 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4013 = stablehlo.reduce(%v4012 init: %c454) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v4014 = stablehlo.broadcast_in_dim %v4013, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v4015 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v4016 = stablehlo.multiply %v4014, %v4015 : tensor<6304x192xf32>
    %v4017 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v4018 = stablehlo.add %v4016, %v4017 : tensor<6304x192xf32>
    %v4019 = stablehlo.rsqrt %v4018 : tensor<6304x192xf32>
    %v4020 = stablehlo.multiply %v4011, %v4019 : tensor<6304x192xf32>
    %c455 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4021 = stablehlo.reduce(%v4000 init: %c455) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4022 = stablehlo.broadcast_in_dim %v426, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v4023 = stablehlo.multiply %v4000, %v4022 : tensor<6304x192xf32>
    %v4024 = stablehlo.multiply %v4020, %v4000 : tensor<6304x192xf32>
    %c456 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4025 = stablehlo.reduce(%v4024 init: %c456) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c457 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4026 = stablehlo.reduce(%v425 init: %c457) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v4027 = stablehlo.broadcast_in_dim %v4026, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v4028 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v4029 = stablehlo.multiply %v4027, %v4028 : tensor<6304x192xf32>
    %v4030 = stablehlo.subtract %v425, %v4029 : tensor<6304x192xf32>
    %v4031 = stablehlo.multiply %v4030, %v4030 : tensor<6304x192xf32>
    %c458 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4032 = stablehlo.reduce(%v4031 init: %c458) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v4033 = stablehlo.broadcast_in_dim %v4032, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v4034 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v4035 = stablehlo.multiply %v4033, %v4034 : tensor<6304x192xf32>
    %v4036 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v4037 = stablehlo.add %v4035, %v4036 : tensor<6304x192xf32>
    %v4038 = stablehlo.rsqrt %v4037 : tensor<6304x192xf32>
    %c459 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4039 = stablehlo.reduce(%v4023 init: %c459) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v4040 = stablehlo.broadcast_in_dim %v4039, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v4041 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v4042 = stablehlo.multiply %v4040, %v4041 : tensor<6304x192xf32>
    %v4043 = stablehlo.multiply %v4023, %v4020 : tensor<6304x192xf32>
    %c460 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4044 = stablehlo.reduce(%v4043 init: %c460) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v4045 = stablehlo.broadcast_in_dim %v4044, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v4046 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v4047 = stablehlo.multiply %v4045, %v4046 : tensor<6304x192xf32>
    %v4048 = stablehlo.multiply %v4020, %v4047 : tensor<6304x192xf32>
    %v4049 = stablehlo.subtract %v4023, %v4042 : tensor<6304x192xf32>
    %v4050 = stablehlo.subtract %v4049, %v4048 : tensor<6304x192xf32>
    %v4051 = stablehlo.multiply %v4038, %v4050 : tensor<6304x192xf32>
    %v4052 = stablehlo.add %v3959, %v4051 : tensor<6304x192xf32>
    %v4065 = stablehlo.reshape %v4052 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v4066 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4067 = stablehlo.reshape %v4066 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4068 = "stablehlo.slice"(%v4067) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4069 = "stablehlo.slice"(%v4067) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4070 = stablehlo.reshape %v2 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4071 = stablehlo.transpose %v4070, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4072 = stablehlo.reshape %v4071 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4073 = stablehlo.dot_general %v4069, %v4072, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c461 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4074 = stablehlo.reduce(%v4069 init: %c461) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4080 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4081 = stablehlo.reshape %v4080 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4082 = "stablehlo.slice"(%v4081) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4083 = "stablehlo.slice"(%v4081) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4084 = stablehlo.add %v4068, %v4082 : tensor<1x192xf32>
    %v4085 = stablehlo.add %v4067, %v4081 : tensor<197x192xf32>
    %v4086 = stablehlo.reshape %v22 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4087 = stablehlo.transpose %v4086, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4088 = stablehlo.reshape %v4087 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4089 = stablehlo.dot_general %v4083, %v4088, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c462 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4090 = stablehlo.reduce(%v4083 init: %c462) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4095 = stablehlo.add %v4073, %v4089 : tensor<192x768xf32>
    %v4096 = stablehlo.add %v4074, %v4090 : tensor<192xf32>
    %v4098 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4099 = stablehlo.reshape %v4098 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4100 = "stablehlo.slice"(%v4099) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4101 = "stablehlo.slice"(%v4099) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4102 = stablehlo.add %v4084, %v4100 : tensor<1x192xf32>
    %v4103 = stablehlo.add %v4085, %v4099 : tensor<197x192xf32>
    %v4104 = stablehlo.reshape %v35 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4105 = stablehlo.transpose %v4104, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4106 = stablehlo.reshape %v4105 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4107 = stablehlo.dot_general %v4101, %v4106, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c463 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4108 = stablehlo.reduce(%v4101 init: %c463) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4113 = stablehlo.add %v4095, %v4107 : tensor<192x768xf32>
    %v4114 = stablehlo.add %v4096, %v4108 : tensor<192xf32>
    %v4116 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4117 = stablehlo.reshape %v4116 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4118 = "stablehlo.slice"(%v4117) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4119 = "stablehlo.slice"(%v4117) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4120 = stablehlo.add %v4102, %v4118 : tensor<1x192xf32>
    %v4121 = stablehlo.add %v4103, %v4117 : tensor<197x192xf32>
    %v4122 = stablehlo.reshape %v48 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4123 = stablehlo.transpose %v4122, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4124 = stablehlo.reshape %v4123 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4125 = stablehlo.dot_general %v4119, %v4124, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c464 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4126 = stablehlo.reduce(%v4119 init: %c464) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4131 = stablehlo.add %v4113, %v4125 : tensor<192x768xf32>
    %v4132 = stablehlo.add %v4114, %v4126 : tensor<192xf32>
    %v4134 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4135 = stablehlo.reshape %v4134 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4136 = "stablehlo.slice"(%v4135) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4137 = "stablehlo.slice"(%v4135) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4138 = stablehlo.add %v4120, %v4136 : tensor<1x192xf32>
    %v4139 = stablehlo.add %v4121, %v4135 : tensor<197x192xf32>
    %v4140 = stablehlo.reshape %v61 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4141 = stablehlo.transpose %v4140, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4142 = stablehlo.reshape %v4141 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4143 = stablehlo.dot_general %v4137, %v4142, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c465 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4144 = stablehlo.reduce(%v4137 init: %c465) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4149 = stablehlo.add %v4131, %v4143 : tensor<192x768xf32>
    %v4150 = stablehlo.add %v4132, %v4144 : tensor<192xf32>
    %v4152 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4153 = stablehlo.reshape %v4152 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4154 = "stablehlo.slice"(%v4153) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4155 = "stablehlo.slice"(%v4153) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4156 = stablehlo.add %v4138, %v4154 : tensor<1x192xf32>
    %v4157 = stablehlo.add %v4139, %v4153 : tensor<197x192xf32>
    %v4158 = stablehlo.reshape %v74 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4159 = stablehlo.transpose %v4158, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4160 = stablehlo.reshape %v4159 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4161 = stablehlo.dot_general %v4155, %v4160, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c466 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4162 = stablehlo.reduce(%v4155 init: %c466) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4167 = stablehlo.add %v4149, %v4161 : tensor<192x768xf32>
    %v4168 = stablehlo.add %v4150, %v4162 : tensor<192xf32>
    %v4170 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4171 = stablehlo.reshape %v4170 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4172 = "stablehlo.slice"(%v4171) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4173 = "stablehlo.slice"(%v4171) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4174 = stablehlo.add %v4156, %v4172 : tensor<1x192xf32>
    %v4175 = stablehlo.add %v4157, %v4171 : tensor<197x192xf32>
    %v4176 = stablehlo.reshape %v87 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4177 = stablehlo.transpose %v4176, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4178 = stablehlo.reshape %v4177 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4179 = stablehlo.dot_general %v4173, %v4178, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c467 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4180 = stablehlo.reduce(%v4173 init: %c467) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4185 = stablehlo.add %v4167, %v4179 : tensor<192x768xf32>
    %v4186 = stablehlo.add %v4168, %v4180 : tensor<192xf32>
    %v4188 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4189 = stablehlo.reshape %v4188 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4190 = "stablehlo.slice"(%v4189) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4191 = "stablehlo.slice"(%v4189) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4192 = stablehlo.add %v4174, %v4190 : tensor<1x192xf32>
    %v4193 = stablehlo.add %v4175, %v4189 : tensor<197x192xf32>
    %v4194 = stablehlo.reshape %v100 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4195 = stablehlo.transpose %v4194, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4196 = stablehlo.reshape %v4195 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4197 = stablehlo.dot_general %v4191, %v4196, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c468 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4198 = stablehlo.reduce(%v4191 init: %c468) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4203 = stablehlo.add %v4185, %v4197 : tensor<192x768xf32>
    %v4204 = stablehlo.add %v4186, %v4198 : tensor<192xf32>
    %v4206 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4207 = stablehlo.reshape %v4206 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4208 = "stablehlo.slice"(%v4207) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4209 = "stablehlo.slice"(%v4207) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4210 = stablehlo.add %v4192, %v4208 : tensor<1x192xf32>
    %v4211 = stablehlo.add %v4193, %v4207 : tensor<197x192xf32>
    %v4212 = stablehlo.reshape %v113 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4213 = stablehlo.transpose %v4212, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4214 = stablehlo.reshape %v4213 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4215 = stablehlo.dot_general %v4209, %v4214, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c469 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4216 = stablehlo.reduce(%v4209 init: %c469) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4221 = stablehlo.add %v4203, %v4215 : tensor<192x768xf32>
    %v4222 = stablehlo.add %v4204, %v4216 : tensor<192xf32>
    %v4224 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4225 = stablehlo.reshape %v4224 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4226 = "stablehlo.slice"(%v4225) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4227 = "stablehlo.slice"(%v4225) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4228 = stablehlo.add %v4210, %v4226 : tensor<1x192xf32>
    %v4229 = stablehlo.add %v4211, %v4225 : tensor<197x192xf32>
    %v4230 = stablehlo.reshape %v126 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4231 = stablehlo.transpose %v4230, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4232 = stablehlo.reshape %v4231 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4233 = stablehlo.dot_general %v4227, %v4232, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c470 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4234 = stablehlo.reduce(%v4227 init: %c470) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4239 = stablehlo.add %v4221, %v4233 : tensor<192x768xf32>
    %v4240 = stablehlo.add %v4222, %v4234 : tensor<192xf32>
    %v4242 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4243 = stablehlo.reshape %v4242 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4244 = "stablehlo.slice"(%v4243) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4245 = "stablehlo.slice"(%v4243) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4246 = stablehlo.add %v4228, %v4244 : tensor<1x192xf32>
    %v4247 = stablehlo.add %v4229, %v4243 : tensor<197x192xf32>
    %v4248 = stablehlo.reshape %v139 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4249 = stablehlo.transpose %v4248, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4250 = stablehlo.reshape %v4249 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4251 = stablehlo.dot_general %v4245, %v4250, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c471 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4252 = stablehlo.reduce(%v4245 init: %c471) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4257 = stablehlo.add %v4239, %v4251 : tensor<192x768xf32>
    %v4258 = stablehlo.add %v4240, %v4252 : tensor<192xf32>
    %v4260 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4261 = stablehlo.reshape %v4260 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4262 = "stablehlo.slice"(%v4261) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4263 = "stablehlo.slice"(%v4261) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4264 = stablehlo.add %v4246, %v4262 : tensor<1x192xf32>
    %v4265 = stablehlo.add %v4247, %v4261 : tensor<197x192xf32>
    %v4266 = stablehlo.reshape %v152 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4267 = stablehlo.transpose %v4266, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4268 = stablehlo.reshape %v4267 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4269 = stablehlo.dot_general %v4263, %v4268, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c472 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4270 = stablehlo.reduce(%v4263 init: %c472) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4275 = stablehlo.add %v4257, %v4269 : tensor<192x768xf32>
    %v4276 = stablehlo.add %v4258, %v4270 : tensor<192xf32>
    %v4278 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4279 = stablehlo.reshape %v4278 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4280 = "stablehlo.slice"(%v4279) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4281 = "stablehlo.slice"(%v4279) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4282 = stablehlo.add %v4264, %v4280 : tensor<1x192xf32>
    %v4283 = stablehlo.add %v4265, %v4279 : tensor<197x192xf32>
    %v4284 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4285 = stablehlo.transpose %v4284, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4286 = stablehlo.reshape %v4285 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4287 = stablehlo.dot_general %v4281, %v4286, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c473 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4288 = stablehlo.reduce(%v4281 init: %c473) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4293 = stablehlo.add %v4275, %v4287 : tensor<192x768xf32>
    %v4294 = stablehlo.add %v4276, %v4288 : tensor<192xf32>
    %v4296 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4297 = stablehlo.reshape %v4296 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4298 = "stablehlo.slice"(%v4297) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4299 = "stablehlo.slice"(%v4297) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4300 = stablehlo.add %v4282, %v4298 : tensor<1x192xf32>
    %v4301 = stablehlo.add %v4283, %v4297 : tensor<197x192xf32>
    %v4302 = stablehlo.reshape %v178 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4303 = stablehlo.transpose %v4302, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4304 = stablehlo.reshape %v4303 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4305 = stablehlo.dot_general %v4299, %v4304, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c474 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4306 = stablehlo.reduce(%v4299 init: %c474) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4311 = stablehlo.add %v4293, %v4305 : tensor<192x768xf32>
    %v4312 = stablehlo.add %v4294, %v4306 : tensor<192xf32>
    %v4314 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4315 = stablehlo.reshape %v4314 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4316 = "stablehlo.slice"(%v4315) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4317 = "stablehlo.slice"(%v4315) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4318 = stablehlo.add %v4300, %v4316 : tensor<1x192xf32>
    %v4319 = stablehlo.add %v4301, %v4315 : tensor<197x192xf32>
    %v4320 = stablehlo.reshape %v191 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4321 = stablehlo.transpose %v4320, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4322 = stablehlo.reshape %v4321 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4323 = stablehlo.dot_general %v4317, %v4322, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c475 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4324 = stablehlo.reduce(%v4317 init: %c475) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4329 = stablehlo.add %v4311, %v4323 : tensor<192x768xf32>
    %v4330 = stablehlo.add %v4312, %v4324 : tensor<192xf32>
    %v4332 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4333 = stablehlo.reshape %v4332 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4334 = "stablehlo.slice"(%v4333) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4335 = "stablehlo.slice"(%v4333) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4336 = stablehlo.add %v4318, %v4334 : tensor<1x192xf32>
    %v4337 = stablehlo.add %v4319, %v4333 : tensor<197x192xf32>
    %v4338 = stablehlo.reshape %v204 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4339 = stablehlo.transpose %v4338, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4340 = stablehlo.reshape %v4339 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4341 = stablehlo.dot_general %v4335, %v4340, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c476 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4342 = stablehlo.reduce(%v4335 init: %c476) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4347 = stablehlo.add %v4329, %v4341 : tensor<192x768xf32>
    %v4348 = stablehlo.add %v4330, %v4342 : tensor<192xf32>
    %v4350 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4351 = stablehlo.reshape %v4350 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4352 = "stablehlo.slice"(%v4351) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4353 = "stablehlo.slice"(%v4351) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4354 = stablehlo.add %v4336, %v4352 : tensor<1x192xf32>
    %v4355 = stablehlo.add %v4337, %v4351 : tensor<197x192xf32>
    %v4356 = stablehlo.reshape %v217 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4357 = stablehlo.transpose %v4356, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4358 = stablehlo.reshape %v4357 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4359 = stablehlo.dot_general %v4353, %v4358, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c477 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4360 = stablehlo.reduce(%v4353 init: %c477) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4365 = stablehlo.add %v4347, %v4359 : tensor<192x768xf32>
    %v4366 = stablehlo.add %v4348, %v4360 : tensor<192xf32>
    %v4368 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4369 = stablehlo.reshape %v4368 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4370 = "stablehlo.slice"(%v4369) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4371 = "stablehlo.slice"(%v4369) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4372 = stablehlo.add %v4354, %v4370 : tensor<1x192xf32>
    %v4373 = stablehlo.add %v4355, %v4369 : tensor<197x192xf32>
    %v4374 = stablehlo.reshape %v230 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4375 = stablehlo.transpose %v4374, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4376 = stablehlo.reshape %v4375 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4377 = stablehlo.dot_general %v4371, %v4376, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c478 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4378 = stablehlo.reduce(%v4371 init: %c478) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4383 = stablehlo.add %v4365, %v4377 : tensor<192x768xf32>
    %v4384 = stablehlo.add %v4366, %v4378 : tensor<192xf32>
    %v4386 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4387 = stablehlo.reshape %v4386 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4388 = "stablehlo.slice"(%v4387) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4389 = "stablehlo.slice"(%v4387) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4390 = stablehlo.add %v4372, %v4388 : tensor<1x192xf32>
    %v4391 = stablehlo.add %v4373, %v4387 : tensor<197x192xf32>
    %v4392 = stablehlo.reshape %v243 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4393 = stablehlo.transpose %v4392, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4394 = stablehlo.reshape %v4393 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4395 = stablehlo.dot_general %v4389, %v4394, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c479 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4396 = stablehlo.reduce(%v4389 init: %c479) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4401 = stablehlo.add %v4383, %v4395 : tensor<192x768xf32>
    %v4402 = stablehlo.add %v4384, %v4396 : tensor<192xf32>
    %v4404 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4405 = stablehlo.reshape %v4404 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4406 = "stablehlo.slice"(%v4405) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4407 = "stablehlo.slice"(%v4405) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4408 = stablehlo.add %v4390, %v4406 : tensor<1x192xf32>
    %v4409 = stablehlo.add %v4391, %v4405 : tensor<197x192xf32>
    %v4410 = stablehlo.reshape %v256 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4411 = stablehlo.transpose %v4410, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4412 = stablehlo.reshape %v4411 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4413 = stablehlo.dot_general %v4407, %v4412, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c480 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4414 = stablehlo.reduce(%v4407 init: %c480) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4419 = stablehlo.add %v4401, %v4413 : tensor<192x768xf32>
    %v4420 = stablehlo.add %v4402, %v4414 : tensor<192xf32>
    %v4422 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4423 = stablehlo.reshape %v4422 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4424 = "stablehlo.slice"(%v4423) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4425 = "stablehlo.slice"(%v4423) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4426 = stablehlo.add %v4408, %v4424 : tensor<1x192xf32>
    %v4427 = stablehlo.add %v4409, %v4423 : tensor<197x192xf32>
    %v4428 = stablehlo.reshape %v269 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4429 = stablehlo.transpose %v4428, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4430 = stablehlo.reshape %v4429 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4431 = stablehlo.dot_general %v4425, %v4430, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c481 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4432 = stablehlo.reduce(%v4425 init: %c481) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4437 = stablehlo.add %v4419, %v4431 : tensor<192x768xf32>
    %v4438 = stablehlo.add %v4420, %v4432 : tensor<192xf32>
    %v4440 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4441 = stablehlo.reshape %v4440 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4442 = "stablehlo.slice"(%v4441) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4443 = "stablehlo.slice"(%v4441) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4444 = stablehlo.add %v4426, %v4442 : tensor<1x192xf32>
    %v4445 = stablehlo.add %v4427, %v4441 : tensor<197x192xf32>
    %v4446 = stablehlo.reshape %v282 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4447 = stablehlo.transpose %v4446, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4448 = stablehlo.reshape %v4447 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4449 = stablehlo.dot_general %v4443, %v4448, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c482 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4450 = stablehlo.reduce(%v4443 init: %c482) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4455 = stablehlo.add %v4437, %v4449 : tensor<192x768xf32>
    %v4456 = stablehlo.add %v4438, %v4450 : tensor<192xf32>
    %v4458 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4459 = stablehlo.reshape %v4458 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4460 = "stablehlo.slice"(%v4459) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4461 = "stablehlo.slice"(%v4459) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4462 = stablehlo.add %v4444, %v4460 : tensor<1x192xf32>
    %v4463 = stablehlo.add %v4445, %v4459 : tensor<197x192xf32>
    %v4464 = stablehlo.reshape %v295 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4465 = stablehlo.transpose %v4464, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4466 = stablehlo.reshape %v4465 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4467 = stablehlo.dot_general %v4461, %v4466, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c483 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4468 = stablehlo.reduce(%v4461 init: %c483) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4473 = stablehlo.add %v4455, %v4467 : tensor<192x768xf32>
    %v4474 = stablehlo.add %v4456, %v4468 : tensor<192xf32>
    %v4476 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4477 = stablehlo.reshape %v4476 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4478 = "stablehlo.slice"(%v4477) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4479 = "stablehlo.slice"(%v4477) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4480 = stablehlo.add %v4462, %v4478 : tensor<1x192xf32>
    %v4481 = stablehlo.add %v4463, %v4477 : tensor<197x192xf32>
    %v4482 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4483 = stablehlo.transpose %v4482, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4484 = stablehlo.reshape %v4483 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4485 = stablehlo.dot_general %v4479, %v4484, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c484 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4486 = stablehlo.reduce(%v4479 init: %c484) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4491 = stablehlo.add %v4473, %v4485 : tensor<192x768xf32>
    %v4492 = stablehlo.add %v4474, %v4486 : tensor<192xf32>
    %v4494 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4495 = stablehlo.reshape %v4494 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4496 = "stablehlo.slice"(%v4495) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4497 = "stablehlo.slice"(%v4495) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4498 = stablehlo.add %v4480, %v4496 : tensor<1x192xf32>
    %v4499 = stablehlo.add %v4481, %v4495 : tensor<197x192xf32>
    %v4500 = stablehlo.reshape %v321 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4501 = stablehlo.transpose %v4500, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4502 = stablehlo.reshape %v4501 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4503 = stablehlo.dot_general %v4497, %v4502, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c485 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4504 = stablehlo.reduce(%v4497 init: %c485) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4509 = stablehlo.add %v4491, %v4503 : tensor<192x768xf32>
    %v4510 = stablehlo.add %v4492, %v4504 : tensor<192xf32>
    %v4512 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4513 = stablehlo.reshape %v4512 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4514 = "stablehlo.slice"(%v4513) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4515 = "stablehlo.slice"(%v4513) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4516 = stablehlo.add %v4498, %v4514 : tensor<1x192xf32>
    %v4517 = stablehlo.add %v4499, %v4513 : tensor<197x192xf32>
    %v4518 = stablehlo.reshape %v334 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4519 = stablehlo.transpose %v4518, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4520 = stablehlo.reshape %v4519 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4521 = stablehlo.dot_general %v4515, %v4520, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c486 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4522 = stablehlo.reduce(%v4515 init: %c486) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4527 = stablehlo.add %v4509, %v4521 : tensor<192x768xf32>
    %v4528 = stablehlo.add %v4510, %v4522 : tensor<192xf32>
    %v4530 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4531 = stablehlo.reshape %v4530 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4532 = "stablehlo.slice"(%v4531) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4533 = "stablehlo.slice"(%v4531) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4534 = stablehlo.add %v4516, %v4532 : tensor<1x192xf32>
    %v4535 = stablehlo.add %v4517, %v4531 : tensor<197x192xf32>
    %v4536 = stablehlo.reshape %v347 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4537 = stablehlo.transpose %v4536, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4538 = stablehlo.reshape %v4537 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4539 = stablehlo.dot_general %v4533, %v4538, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c487 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4540 = stablehlo.reduce(%v4533 init: %c487) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4545 = stablehlo.add %v4527, %v4539 : tensor<192x768xf32>
    %v4546 = stablehlo.add %v4528, %v4540 : tensor<192xf32>
    %v4548 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4549 = stablehlo.reshape %v4548 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4550 = "stablehlo.slice"(%v4549) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4551 = "stablehlo.slice"(%v4549) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4552 = stablehlo.add %v4534, %v4550 : tensor<1x192xf32>
    %v4553 = stablehlo.add %v4535, %v4549 : tensor<197x192xf32>
    %v4554 = stablehlo.reshape %v360 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4555 = stablehlo.transpose %v4554, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4556 = stablehlo.reshape %v4555 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4557 = stablehlo.dot_general %v4551, %v4556, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c488 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4558 = stablehlo.reduce(%v4551 init: %c488) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4563 = stablehlo.add %v4545, %v4557 : tensor<192x768xf32>
    %v4564 = stablehlo.add %v4546, %v4558 : tensor<192xf32>
    %v4566 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4567 = stablehlo.reshape %v4566 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4568 = "stablehlo.slice"(%v4567) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4569 = "stablehlo.slice"(%v4567) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4570 = stablehlo.add %v4552, %v4568 : tensor<1x192xf32>
    %v4571 = stablehlo.add %v4553, %v4567 : tensor<197x192xf32>
    %v4572 = stablehlo.reshape %v373 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4573 = stablehlo.transpose %v4572, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4574 = stablehlo.reshape %v4573 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4575 = stablehlo.dot_general %v4569, %v4574, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c489 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4576 = stablehlo.reduce(%v4569 init: %c489) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4581 = stablehlo.add %v4563, %v4575 : tensor<192x768xf32>
    %v4582 = stablehlo.add %v4564, %v4576 : tensor<192xf32>
    %v4584 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4585 = stablehlo.reshape %v4584 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4586 = "stablehlo.slice"(%v4585) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4587 = "stablehlo.slice"(%v4585) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4588 = stablehlo.add %v4570, %v4586 : tensor<1x192xf32>
    %v4589 = stablehlo.add %v4571, %v4585 : tensor<197x192xf32>
    %v4590 = stablehlo.reshape %v386 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4591 = stablehlo.transpose %v4590, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4592 = stablehlo.reshape %v4591 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4593 = stablehlo.dot_general %v4587, %v4592, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c490 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4594 = stablehlo.reduce(%v4587 init: %c490) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4599 = stablehlo.add %v4581, %v4593 : tensor<192x768xf32>
    %v4600 = stablehlo.add %v4582, %v4594 : tensor<192xf32>
    %v4602 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4603 = stablehlo.reshape %v4602 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4604 = "stablehlo.slice"(%v4603) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4605 = "stablehlo.slice"(%v4603) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4606 = stablehlo.add %v4588, %v4604 : tensor<1x192xf32>
    %v4607 = stablehlo.add %v4589, %v4603 : tensor<197x192xf32>
    %v4608 = stablehlo.reshape %v399 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4609 = stablehlo.transpose %v4608, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4610 = stablehlo.reshape %v4609 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4611 = stablehlo.dot_general %v4605, %v4610, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c491 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4612 = stablehlo.reduce(%v4605 init: %c491) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4617 = stablehlo.add %v4599, %v4611 : tensor<192x768xf32>
    %v4618 = stablehlo.add %v4600, %v4612 : tensor<192xf32>
    %v4620 = "stablehlo.slice"(%v4065) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4621 = stablehlo.reshape %v4620 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4622 = "stablehlo.slice"(%v4621) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4623 = "stablehlo.slice"(%v4621) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4624 = stablehlo.add %v4606, %v4622 : tensor<1x192xf32>
    %v4625 = stablehlo.add %v4607, %v4621 : tensor<197x192xf32>
    %v4626 = stablehlo.reshape %v412 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4627 = stablehlo.transpose %v4626, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4628 = stablehlo.reshape %v4627 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4629 = stablehlo.dot_general %v4623, %v4628, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c492 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4630 = stablehlo.reduce(%v4623 init: %c492) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4635 = stablehlo.add %v4617, %v4629 : tensor<192x768xf32>
    %v4636 = stablehlo.add %v4618, %v4630 : tensor<192xf32>
    %v4792 = stablehlo.reshape %v4635 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %v4793 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %v4794 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %v4795 = stablehlo.multiply %v4639, %v4794 : tensor<192x3x16x16xf32>
    %v4796 = stablehlo.add %v4795, %v4792 : tensor<192x3x16x16xf32>
    %v4797 = stablehlo.multiply %v4793, %v4796 : tensor<192x3x16x16xf32>
    %v4798 = stablehlo.subtract %v3, %v4797 : tensor<192x3x16x16xf32>
    %v4799 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4800 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4801 = stablehlo.multiply %v4640, %v4800 : tensor<192xf32>
    %v4802 = stablehlo.add %v4801, %v4636 : tensor<192xf32>
    %v4803 = stablehlo.multiply %v4799, %v4802 : tensor<192xf32>
    %v4804 = stablehlo.subtract %v5, %v4803 : tensor<192xf32>
    %v4805 = stablehlo.reshape %v4624 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v4806 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %v4807 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %v4808 = stablehlo.multiply %v4641, %v4807 : tensor<1x1x192xf32>
    %v4809 = stablehlo.add %v4808, %v4805 : tensor<1x1x192xf32>
    %v4810 = stablehlo.multiply %v4806, %v4809 : tensor<1x1x192xf32>
    %v4811 = stablehlo.subtract %v12, %v4810 : tensor<1x1x192xf32>
    %v4812 = stablehlo.reshape %v4625 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v4813 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %v4814 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %v4815 = stablehlo.multiply %v4642, %v4814 : tensor<1x197x192xf32>
    %v4816 = stablehlo.add %v4815, %v4812 : tensor<1x197x192xf32>
    %v4817 = stablehlo.multiply %v4813, %v4816 : tensor<1x197x192xf32>
    %v4818 = stablehlo.subtract %v14, %v4817 : tensor<1x197x192xf32>
    %v4819 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4820 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4821 = stablehlo.multiply %v4643, %v4820 : tensor<192xf32>
    %v4822 = stablehlo.add %v4821, %v4025 : tensor<192xf32>
    %v4823 = stablehlo.multiply %v4819, %v4822 : tensor<192xf32>
    %v4824 = stablehlo.subtract %v426, %v4823 : tensor<192xf32>
    %v4825 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4826 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4827 = stablehlo.multiply %v4644, %v4826 : tensor<192xf32>
    %v4828 = stablehlo.add %v4827, %v4021 : tensor<192xf32>
    %v4829 = stablehlo.multiply %v4825, %v4828 : tensor<192xf32>
    %v4830 = stablehlo.subtract %v427, %v4829 : tensor<192xf32>
    %v4831 = stablehlo.transpose %v4001, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4832 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4833 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4834 = stablehlo.multiply %v4645, %v4833 : tensor<576x192xf32>
    %v4835 = stablehlo.add %v4834, %v4831 : tensor<576x192xf32>
    %v4836 = stablehlo.multiply %v4832, %v4835 : tensor<576x192xf32>
    %v4837 = stablehlo.subtract %v428, %v4836 : tensor<576x192xf32>
    %v4838 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4839 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4840 = stablehlo.multiply %v4646, %v4839 : tensor<576xf32>
    %v4841 = stablehlo.add %v4840, %v4002 : tensor<576xf32>
    %v4842 = stablehlo.multiply %v4838, %v4841 : tensor<576xf32>
    %v4843 = stablehlo.subtract %v430, %v4842 : tensor<576xf32>
    %v4844 = stablehlo.transpose %v3961, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4845 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4846 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4847 = stablehlo.multiply %v4647, %v4846 : tensor<192x192xf32>
    %v4848 = stablehlo.add %v4847, %v4844 : tensor<192x192xf32>
    %v4849 = stablehlo.multiply %v4845, %v4848 : tensor<192x192xf32>
    %v4850 = stablehlo.subtract %v431, %v4849 : tensor<192x192xf32>
    %v4851 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4852 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4853 = stablehlo.multiply %v4648, %v4852 : tensor<192xf32>
    %v4854 = stablehlo.add %v4853, %v3962 : tensor<192xf32>
    %v4855 = stablehlo.multiply %v4851, %v4854 : tensor<192xf32>
    %v4856 = stablehlo.subtract %v433, %v4855 : tensor<192xf32>
    %v4857 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4858 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4859 = stablehlo.multiply %v4649, %v4858 : tensor<192xf32>
    %v4860 = stablehlo.add %v4859, %v3932 : tensor<192xf32>
    %v4861 = stablehlo.multiply %v4857, %v4860 : tensor<192xf32>
    %v4862 = stablehlo.subtract %v434, %v4861 : tensor<192xf32>
    %v4863 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4864 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4865 = stablehlo.multiply %v4650, %v4864 : tensor<192xf32>
    %v4866 = stablehlo.add %v4865, %v3928 : tensor<192xf32>
    %v4867 = stablehlo.multiply %v4863, %v4866 : tensor<192xf32>
    %v4868 = stablehlo.subtract %v435, %v4867 : tensor<192xf32>
    %v4869 = stablehlo.transpose %v3908, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4870 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4871 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4872 = stablehlo.multiply %v4651, %v4871 : tensor<768x192xf32>
    %v4873 = stablehlo.add %v4872, %v4869 : tensor<768x192xf32>
    %v4874 = stablehlo.multiply %v4870, %v4873 : tensor<768x192xf32>
    %v4875 = stablehlo.subtract %v436, %v4874 : tensor<768x192xf32>
    %v4876 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4877 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4878 = stablehlo.multiply %v4652, %v4877 : tensor<768xf32>
    %v4879 = stablehlo.add %v4878, %v3909 : tensor<768xf32>
    %v4880 = stablehlo.multiply %v4876, %v4879 : tensor<768xf32>
    %v4881 = stablehlo.subtract %v438, %v4880 : tensor<768xf32>
    %v4882 = stablehlo.transpose %v3889, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4883 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4884 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4885 = stablehlo.multiply %v4653, %v4884 : tensor<192x768xf32>
    %v4886 = stablehlo.add %v4885, %v4882 : tensor<192x768xf32>
    %v4887 = stablehlo.multiply %v4883, %v4886 : tensor<192x768xf32>
    %v4888 = stablehlo.subtract %v439, %v4887 : tensor<192x768xf32>
    %v4889 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4890 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4891 = stablehlo.multiply %v4654, %v4890 : tensor<192xf32>
    %v4892 = stablehlo.add %v4891, %v3890 : tensor<192xf32>
    %v4893 = stablehlo.multiply %v4889, %v4892 : tensor<192xf32>
    %v4894 = stablehlo.subtract %v441, %v4893 : tensor<192xf32>
    %v4895 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4896 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4897 = stablehlo.multiply %v4655, %v4896 : tensor<192xf32>
    %v4898 = stablehlo.add %v4897, %v3848 : tensor<192xf32>
    %v4899 = stablehlo.multiply %v4895, %v4898 : tensor<192xf32>
    %v4900 = stablehlo.subtract %v521, %v4899 : tensor<192xf32>
    %v4901 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4902 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4903 = stablehlo.multiply %v4656, %v4902 : tensor<192xf32>
    %v4904 = stablehlo.add %v4903, %v3844 : tensor<192xf32>
    %v4905 = stablehlo.multiply %v4901, %v4904 : tensor<192xf32>
    %v4906 = stablehlo.subtract %v522, %v4905 : tensor<192xf32>
    %v4907 = stablehlo.transpose %v3824, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4908 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4909 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4910 = stablehlo.multiply %v4657, %v4909 : tensor<576x192xf32>
    %v4911 = stablehlo.add %v4910, %v4907 : tensor<576x192xf32>
    %v4912 = stablehlo.multiply %v4908, %v4911 : tensor<576x192xf32>
    %v4913 = stablehlo.subtract %v523, %v4912 : tensor<576x192xf32>
    %v4914 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4915 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4916 = stablehlo.multiply %v4658, %v4915 : tensor<576xf32>
    %v4917 = stablehlo.add %v4916, %v3825 : tensor<576xf32>
    %v4918 = stablehlo.multiply %v4914, %v4917 : tensor<576xf32>
    %v4919 = stablehlo.subtract %v525, %v4918 : tensor<576xf32>
    %v4920 = stablehlo.transpose %v3784, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4921 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4922 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4923 = stablehlo.multiply %v4659, %v4922 : tensor<192x192xf32>
    %v4924 = stablehlo.add %v4923, %v4920 : tensor<192x192xf32>
    %v4925 = stablehlo.multiply %v4921, %v4924 : tensor<192x192xf32>
    %v4926 = stablehlo.subtract %v526, %v4925 : tensor<192x192xf32>
    %v4927 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4928 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4929 = stablehlo.multiply %v4660, %v4928 : tensor<192xf32>
    %v4930 = stablehlo.add %v4929, %v3785 : tensor<192xf32>
    %v4931 = stablehlo.multiply %v4927, %v4930 : tensor<192xf32>
    %v4932 = stablehlo.subtract %v528, %v4931 : tensor<192xf32>
    %v4933 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4934 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4935 = stablehlo.multiply %v4661, %v4934 : tensor<192xf32>
    %v4936 = stablehlo.add %v4935, %v3755 : tensor<192xf32>
    %v4937 = stablehlo.multiply %v4933, %v4936 : tensor<192xf32>
    %v4938 = stablehlo.subtract %v529, %v4937 : tensor<192xf32>
    %v4939 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4940 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4941 = stablehlo.multiply %v4662, %v4940 : tensor<192xf32>
    %v4942 = stablehlo.add %v4941, %v3751 : tensor<192xf32>
    %v4943 = stablehlo.multiply %v4939, %v4942 : tensor<192xf32>
    %v4944 = stablehlo.subtract %v530, %v4943 : tensor<192xf32>
    %v4945 = stablehlo.transpose %v3731, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4946 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4947 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4948 = stablehlo.multiply %v4663, %v4947 : tensor<768x192xf32>
    %v4949 = stablehlo.add %v4948, %v4945 : tensor<768x192xf32>
    %v4950 = stablehlo.multiply %v4946, %v4949 : tensor<768x192xf32>
    %v4951 = stablehlo.subtract %v531, %v4950 : tensor<768x192xf32>
    %v4952 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4953 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4954 = stablehlo.multiply %v4664, %v4953 : tensor<768xf32>
    %v4955 = stablehlo.add %v4954, %v3732 : tensor<768xf32>
    %v4956 = stablehlo.multiply %v4952, %v4955 : tensor<768xf32>
    %v4957 = stablehlo.subtract %v533, %v4956 : tensor<768xf32>
    %v4958 = stablehlo.transpose %v3712, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4959 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4960 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4961 = stablehlo.multiply %v4665, %v4960 : tensor<192x768xf32>
    %v4962 = stablehlo.add %v4961, %v4958 : tensor<192x768xf32>
    %v4963 = stablehlo.multiply %v4959, %v4962 : tensor<192x768xf32>
    %v4964 = stablehlo.subtract %v534, %v4963 : tensor<192x768xf32>
    %v4965 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4966 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4967 = stablehlo.multiply %v4666, %v4966 : tensor<192xf32>
    %v4968 = stablehlo.add %v4967, %v3713 : tensor<192xf32>
    %v4969 = stablehlo.multiply %v4965, %v4968 : tensor<192xf32>
    %v4970 = stablehlo.subtract %v536, %v4969 : tensor<192xf32>
    %v4971 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4972 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4973 = stablehlo.multiply %v4667, %v4972 : tensor<192xf32>
    %v4974 = stablehlo.add %v4973, %v3671 : tensor<192xf32>
    %v4975 = stablehlo.multiply %v4971, %v4974 : tensor<192xf32>
    %v4976 = stablehlo.subtract %v616, %v4975 : tensor<192xf32>
    %v4977 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4978 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4979 = stablehlo.multiply %v4668, %v4978 : tensor<192xf32>
    %v4980 = stablehlo.add %v4979, %v3667 : tensor<192xf32>
    %v4981 = stablehlo.multiply %v4977, %v4980 : tensor<192xf32>
    %v4982 = stablehlo.subtract %v617, %v4981 : tensor<192xf32>
    %v4983 = stablehlo.transpose %v3647, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4984 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4985 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4986 = stablehlo.multiply %v4669, %v4985 : tensor<576x192xf32>
    %v4987 = stablehlo.add %v4986, %v4983 : tensor<576x192xf32>
    %v4988 = stablehlo.multiply %v4984, %v4987 : tensor<576x192xf32>
    %v4989 = stablehlo.subtract %v618, %v4988 : tensor<576x192xf32>
    %v4990 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4991 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4992 = stablehlo.multiply %v4670, %v4991 : tensor<576xf32>
    %v4993 = stablehlo.add %v4992, %v3648 : tensor<576xf32>
    %v4994 = stablehlo.multiply %v4990, %v4993 : tensor<576xf32>
    %v4995 = stablehlo.subtract %v620, %v4994 : tensor<576xf32>
    %v4996 = stablehlo.transpose %v3607, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4997 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4998 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4999 = stablehlo.multiply %v4671, %v4998 : tensor<192x192xf32>
    %v5000 = stablehlo.add %v4999, %v4996 : tensor<192x192xf32>
    %v5001 = stablehlo.multiply %v4997, %v5000 : tensor<192x192xf32>
    %v5002 = stablehlo.subtract %v621, %v5001 : tensor<192x192xf32>
    %v5003 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5004 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5005 = stablehlo.multiply %v4672, %v5004 : tensor<192xf32>
    %v5006 = stablehlo.add %v5005, %v3608 : tensor<192xf32>
    %v5007 = stablehlo.multiply %v5003, %v5006 : tensor<192xf32>
    %v5008 = stablehlo.subtract %v623, %v5007 : tensor<192xf32>
    %v5009 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5010 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5011 = stablehlo.multiply %v4673, %v5010 : tensor<192xf32>
    %v5012 = stablehlo.add %v5011, %v3578 : tensor<192xf32>
    %v5013 = stablehlo.multiply %v5009, %v5012 : tensor<192xf32>
    %v5014 = stablehlo.subtract %v624, %v5013 : tensor<192xf32>
    %v5015 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5016 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5017 = stablehlo.multiply %v4674, %v5016 : tensor<192xf32>
    %v5018 = stablehlo.add %v5017, %v3574 : tensor<192xf32>
    %v5019 = stablehlo.multiply %v5015, %v5018 : tensor<192xf32>
    %v5020 = stablehlo.subtract %v625, %v5019 : tensor<192xf32>
    %v5021 = stablehlo.transpose %v3554, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5022 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5023 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5024 = stablehlo.multiply %v4675, %v5023 : tensor<768x192xf32>
    %v5025 = stablehlo.add %v5024, %v5021 : tensor<768x192xf32>
    %v5026 = stablehlo.multiply %v5022, %v5025 : tensor<768x192xf32>
    %v5027 = stablehlo.subtract %v626, %v5026 : tensor<768x192xf32>
    %v5028 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5029 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5030 = stablehlo.multiply %v4676, %v5029 : tensor<768xf32>
    %v5031 = stablehlo.add %v5030, %v3555 : tensor<768xf32>
    %v5032 = stablehlo.multiply %v5028, %v5031 : tensor<768xf32>
    %v5033 = stablehlo.subtract %v628, %v5032 : tensor<768xf32>
    %v5034 = stablehlo.transpose %v3535, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5035 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5036 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5037 = stablehlo.multiply %v4677, %v5036 : tensor<192x768xf32>
    %v5038 = stablehlo.add %v5037, %v5034 : tensor<192x768xf32>
    %v5039 = stablehlo.multiply %v5035, %v5038 : tensor<192x768xf32>
    %v5040 = stablehlo.subtract %v629, %v5039 : tensor<192x768xf32>
    %v5041 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5042 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5043 = stablehlo.multiply %v4678, %v5042 : tensor<192xf32>
    %v5044 = stablehlo.add %v5043, %v3536 : tensor<192xf32>
    %v5045 = stablehlo.multiply %v5041, %v5044 : tensor<192xf32>
    %v5046 = stablehlo.subtract %v631, %v5045 : tensor<192xf32>
    %v5047 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5048 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5049 = stablehlo.multiply %v4679, %v5048 : tensor<192xf32>
    %v5050 = stablehlo.add %v5049, %v3494 : tensor<192xf32>
    %v5051 = stablehlo.multiply %v5047, %v5050 : tensor<192xf32>
    %v5052 = stablehlo.subtract %v711, %v5051 : tensor<192xf32>
    %v5053 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5054 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5055 = stablehlo.multiply %v4680, %v5054 : tensor<192xf32>
    %v5056 = stablehlo.add %v5055, %v3490 : tensor<192xf32>
    %v5057 = stablehlo.multiply %v5053, %v5056 : tensor<192xf32>
    %v5058 = stablehlo.subtract %v712, %v5057 : tensor<192xf32>
    %v5059 = stablehlo.transpose %v3470, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5060 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5061 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5062 = stablehlo.multiply %v4681, %v5061 : tensor<576x192xf32>
    %v5063 = stablehlo.add %v5062, %v5059 : tensor<576x192xf32>
    %v5064 = stablehlo.multiply %v5060, %v5063 : tensor<576x192xf32>
    %v5065 = stablehlo.subtract %v713, %v5064 : tensor<576x192xf32>
    %v5066 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5067 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5068 = stablehlo.multiply %v4682, %v5067 : tensor<576xf32>
    %v5069 = stablehlo.add %v5068, %v3471 : tensor<576xf32>
    %v5070 = stablehlo.multiply %v5066, %v5069 : tensor<576xf32>
    %v5071 = stablehlo.subtract %v715, %v5070 : tensor<576xf32>
    %v5072 = stablehlo.transpose %v3430, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5073 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5074 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5075 = stablehlo.multiply %v4683, %v5074 : tensor<192x192xf32>
    %v5076 = stablehlo.add %v5075, %v5072 : tensor<192x192xf32>
    %v5077 = stablehlo.multiply %v5073, %v5076 : tensor<192x192xf32>
    %v5078 = stablehlo.subtract %v716, %v5077 : tensor<192x192xf32>
    %v5079 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5080 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5081 = stablehlo.multiply %v4684, %v5080 : tensor<192xf32>
    %v5082 = stablehlo.add %v5081, %v3431 : tensor<192xf32>
    %v5083 = stablehlo.multiply %v5079, %v5082 : tensor<192xf32>
    %v5084 = stablehlo.subtract %v718, %v5083 : tensor<192xf32>
    %v5085 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5086 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5087 = stablehlo.multiply %v4685, %v5086 : tensor<192xf32>
    %v5088 = stablehlo.add %v5087, %v3401 : tensor<192xf32>
    %v5089 = stablehlo.multiply %v5085, %v5088 : tensor<192xf32>
    %v5090 = stablehlo.subtract %v719, %v5089 : tensor<192xf32>
    %v5091 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5092 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5093 = stablehlo.multiply %v4686, %v5092 : tensor<192xf32>
    %v5094 = stablehlo.add %v5093, %v3397 : tensor<192xf32>
    %v5095 = stablehlo.multiply %v5091, %v5094 : tensor<192xf32>
    %v5096 = stablehlo.subtract %v720, %v5095 : tensor<192xf32>
    %v5097 = stablehlo.transpose %v3377, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5098 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5099 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5100 = stablehlo.multiply %v4687, %v5099 : tensor<768x192xf32>
    %v5101 = stablehlo.add %v5100, %v5097 : tensor<768x192xf32>
    %v5102 = stablehlo.multiply %v5098, %v5101 : tensor<768x192xf32>
    %v5103 = stablehlo.subtract %v721, %v5102 : tensor<768x192xf32>
    %v5104 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5105 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5106 = stablehlo.multiply %v4688, %v5105 : tensor<768xf32>
    %v5107 = stablehlo.add %v5106, %v3378 : tensor<768xf32>
    %v5108 = stablehlo.multiply %v5104, %v5107 : tensor<768xf32>
    %v5109 = stablehlo.subtract %v723, %v5108 : tensor<768xf32>
    %v5110 = stablehlo.transpose %v3358, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5111 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5112 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5113 = stablehlo.multiply %v4689, %v5112 : tensor<192x768xf32>
    %v5114 = stablehlo.add %v5113, %v5110 : tensor<192x768xf32>
    %v5115 = stablehlo.multiply %v5111, %v5114 : tensor<192x768xf32>
    %v5116 = stablehlo.subtract %v724, %v5115 : tensor<192x768xf32>
    %v5117 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5118 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5119 = stablehlo.multiply %v4690, %v5118 : tensor<192xf32>
    %v5120 = stablehlo.add %v5119, %v3359 : tensor<192xf32>
    %v5121 = stablehlo.multiply %v5117, %v5120 : tensor<192xf32>
    %v5122 = stablehlo.subtract %v726, %v5121 : tensor<192xf32>
    %v5123 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5124 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5125 = stablehlo.multiply %v4691, %v5124 : tensor<192xf32>
    %v5126 = stablehlo.add %v5125, %v3317 : tensor<192xf32>
    %v5127 = stablehlo.multiply %v5123, %v5126 : tensor<192xf32>
    %v5128 = stablehlo.subtract %v806, %v5127 : tensor<192xf32>
    %v5129 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5130 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5131 = stablehlo.multiply %v4692, %v5130 : tensor<192xf32>
    %v5132 = stablehlo.add %v5131, %v3313 : tensor<192xf32>
    %v5133 = stablehlo.multiply %v5129, %v5132 : tensor<192xf32>
    %v5134 = stablehlo.subtract %v807, %v5133 : tensor<192xf32>
    %v5135 = stablehlo.transpose %v3293, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5136 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5137 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5138 = stablehlo.multiply %v4693, %v5137 : tensor<576x192xf32>
    %v5139 = stablehlo.add %v5138, %v5135 : tensor<576x192xf32>
    %v5140 = stablehlo.multiply %v5136, %v5139 : tensor<576x192xf32>
    %v5141 = stablehlo.subtract %v808, %v5140 : tensor<576x192xf32>
    %v5142 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5143 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5144 = stablehlo.multiply %v4694, %v5143 : tensor<576xf32>
    %v5145 = stablehlo.add %v5144, %v3294 : tensor<576xf32>
    %v5146 = stablehlo.multiply %v5142, %v5145 : tensor<576xf32>
    %v5147 = stablehlo.subtract %v810, %v5146 : tensor<576xf32>
    %v5148 = stablehlo.transpose %v3253, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5149 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5150 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5151 = stablehlo.multiply %v4695, %v5150 : tensor<192x192xf32>
    %v5152 = stablehlo.add %v5151, %v5148 : tensor<192x192xf32>
    %v5153 = stablehlo.multiply %v5149, %v5152 : tensor<192x192xf32>
    %v5154 = stablehlo.subtract %v811, %v5153 : tensor<192x192xf32>
    %v5155 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5156 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5157 = stablehlo.multiply %v4696, %v5156 : tensor<192xf32>
    %v5158 = stablehlo.add %v5157, %v3254 : tensor<192xf32>
    %v5159 = stablehlo.multiply %v5155, %v5158 : tensor<192xf32>
    %v5160 = stablehlo.subtract %v813, %v5159 : tensor<192xf32>
    %v5161 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5162 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5163 = stablehlo.multiply %v4697, %v5162 : tensor<192xf32>
    %v5164 = stablehlo.add %v5163, %v3224 : tensor<192xf32>
    %v5165 = stablehlo.multiply %v5161, %v5164 : tensor<192xf32>
    %v5166 = stablehlo.subtract %v814, %v5165 : tensor<192xf32>
    %v5167 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5168 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5169 = stablehlo.multiply %v4698, %v5168 : tensor<192xf32>
    %v5170 = stablehlo.add %v5169, %v3220 : tensor<192xf32>
    %v5171 = stablehlo.multiply %v5167, %v5170 : tensor<192xf32>
    %v5172 = stablehlo.subtract %v815, %v5171 : tensor<192xf32>
    %v5173 = stablehlo.transpose %v3200, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5174 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5175 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5176 = stablehlo.multiply %v4699, %v5175 : tensor<768x192xf32>
    %v5177 = stablehlo.add %v5176, %v5173 : tensor<768x192xf32>
    %v5178 = stablehlo.multiply %v5174, %v5177 : tensor<768x192xf32>
    %v5179 = stablehlo.subtract %v816, %v5178 : tensor<768x192xf32>
    %v5180 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5181 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5182 = stablehlo.multiply %v4700, %v5181 : tensor<768xf32>
    %v5183 = stablehlo.add %v5182, %v3201 : tensor<768xf32>
    %v5184 = stablehlo.multiply %v5180, %v5183 : tensor<768xf32>
    %v5185 = stablehlo.subtract %v818, %v5184 : tensor<768xf32>
    %v5186 = stablehlo.transpose %v3181, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5187 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5188 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5189 = stablehlo.multiply %v4701, %v5188 : tensor<192x768xf32>
    %v5190 = stablehlo.add %v5189, %v5186 : tensor<192x768xf32>
    %v5191 = stablehlo.multiply %v5187, %v5190 : tensor<192x768xf32>
    %v5192 = stablehlo.subtract %v819, %v5191 : tensor<192x768xf32>
    %v5193 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5194 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5195 = stablehlo.multiply %v4702, %v5194 : tensor<192xf32>
    %v5196 = stablehlo.add %v5195, %v3182 : tensor<192xf32>
    %v5197 = stablehlo.multiply %v5193, %v5196 : tensor<192xf32>
    %v5198 = stablehlo.subtract %v821, %v5197 : tensor<192xf32>
    %v5199 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5200 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5201 = stablehlo.multiply %v4703, %v5200 : tensor<192xf32>
    %v5202 = stablehlo.add %v5201, %v3140 : tensor<192xf32>
    %v5203 = stablehlo.multiply %v5199, %v5202 : tensor<192xf32>
    %v5204 = stablehlo.subtract %v901, %v5203 : tensor<192xf32>
    %v5205 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5206 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5207 = stablehlo.multiply %v4704, %v5206 : tensor<192xf32>
    %v5208 = stablehlo.add %v5207, %v3136 : tensor<192xf32>
    %v5209 = stablehlo.multiply %v5205, %v5208 : tensor<192xf32>
    %v5210 = stablehlo.subtract %v902, %v5209 : tensor<192xf32>
    %v5211 = stablehlo.transpose %v3116, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5212 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5213 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5214 = stablehlo.multiply %v4705, %v5213 : tensor<576x192xf32>
    %v5215 = stablehlo.add %v5214, %v5211 : tensor<576x192xf32>
    %v5216 = stablehlo.multiply %v5212, %v5215 : tensor<576x192xf32>
    %v5217 = stablehlo.subtract %v903, %v5216 : tensor<576x192xf32>
    %v5218 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5219 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5220 = stablehlo.multiply %v4706, %v5219 : tensor<576xf32>
    %v5221 = stablehlo.add %v5220, %v3117 : tensor<576xf32>
    %v5222 = stablehlo.multiply %v5218, %v5221 : tensor<576xf32>
    %v5223 = stablehlo.subtract %v905, %v5222 : tensor<576xf32>
    %v5224 = stablehlo.transpose %v3076, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5225 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5226 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5227 = stablehlo.multiply %v4707, %v5226 : tensor<192x192xf32>
    %v5228 = stablehlo.add %v5227, %v5224 : tensor<192x192xf32>
    %v5229 = stablehlo.multiply %v5225, %v5228 : tensor<192x192xf32>
    %v5230 = stablehlo.subtract %v906, %v5229 : tensor<192x192xf32>
    %v5231 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5232 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5233 = stablehlo.multiply %v4708, %v5232 : tensor<192xf32>
    %v5234 = stablehlo.add %v5233, %v3077 : tensor<192xf32>
    %v5235 = stablehlo.multiply %v5231, %v5234 : tensor<192xf32>
    %v5236 = stablehlo.subtract %v908, %v5235 : tensor<192xf32>
    %v5237 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5238 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5239 = stablehlo.multiply %v4709, %v5238 : tensor<192xf32>
    %v5240 = stablehlo.add %v5239, %v3047 : tensor<192xf32>
    %v5241 = stablehlo.multiply %v5237, %v5240 : tensor<192xf32>
    %v5242 = stablehlo.subtract %v909, %v5241 : tensor<192xf32>
    %v5243 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5244 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5245 = stablehlo.multiply %v4710, %v5244 : tensor<192xf32>
    %v5246 = stablehlo.add %v5245, %v3043 : tensor<192xf32>
    %v5247 = stablehlo.multiply %v5243, %v5246 : tensor<192xf32>
    %v5248 = stablehlo.subtract %v910, %v5247 : tensor<192xf32>
    %v5249 = stablehlo.transpose %v3023, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5250 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5251 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5252 = stablehlo.multiply %v4711, %v5251 : tensor<768x192xf32>
    %v5253 = stablehlo.add %v5252, %v5249 : tensor<768x192xf32>
    %v5254 = stablehlo.multiply %v5250, %v5253 : tensor<768x192xf32>
    %v5255 = stablehlo.subtract %v911, %v5254 : tensor<768x192xf32>
    %v5256 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5257 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5258 = stablehlo.multiply %v4712, %v5257 : tensor<768xf32>
    %v5259 = stablehlo.add %v5258, %v3024 : tensor<768xf32>
    %v5260 = stablehlo.multiply %v5256, %v5259 : tensor<768xf32>
    %v5261 = stablehlo.subtract %v913, %v5260 : tensor<768xf32>
    %v5262 = stablehlo.transpose %v3004, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5263 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5264 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5265 = stablehlo.multiply %v4713, %v5264 : tensor<192x768xf32>
    %v5266 = stablehlo.add %v5265, %v5262 : tensor<192x768xf32>
    %v5267 = stablehlo.multiply %v5263, %v5266 : tensor<192x768xf32>
    %v5268 = stablehlo.subtract %v914, %v5267 : tensor<192x768xf32>
    %v5269 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5270 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5271 = stablehlo.multiply %v4714, %v5270 : tensor<192xf32>
    %v5272 = stablehlo.add %v5271, %v3005 : tensor<192xf32>
    %v5273 = stablehlo.multiply %v5269, %v5272 : tensor<192xf32>
    %v5274 = stablehlo.subtract %v916, %v5273 : tensor<192xf32>
    %v5275 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5276 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5277 = stablehlo.multiply %v4715, %v5276 : tensor<192xf32>
    %v5278 = stablehlo.add %v5277, %v2963 : tensor<192xf32>
    %v5279 = stablehlo.multiply %v5275, %v5278 : tensor<192xf32>
    %v5280 = stablehlo.subtract %v996, %v5279 : tensor<192xf32>
    %v5281 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5282 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5283 = stablehlo.multiply %v4716, %v5282 : tensor<192xf32>
    %v5284 = stablehlo.add %v5283, %v2959 : tensor<192xf32>
    %v5285 = stablehlo.multiply %v5281, %v5284 : tensor<192xf32>
    %v5286 = stablehlo.subtract %v997, %v5285 : tensor<192xf32>
    %v5287 = stablehlo.transpose %v2939, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5288 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5289 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5290 = stablehlo.multiply %v4717, %v5289 : tensor<576x192xf32>
    %v5291 = stablehlo.add %v5290, %v5287 : tensor<576x192xf32>
    %v5292 = stablehlo.multiply %v5288, %v5291 : tensor<576x192xf32>
    %v5293 = stablehlo.subtract %v998, %v5292 : tensor<576x192xf32>
    %v5294 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5295 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5296 = stablehlo.multiply %v4718, %v5295 : tensor<576xf32>
    %v5297 = stablehlo.add %v5296, %v2940 : tensor<576xf32>
    %v5298 = stablehlo.multiply %v5294, %v5297 : tensor<576xf32>
    %v5299 = stablehlo.subtract %v1000, %v5298 : tensor<576xf32>
    %v5300 = stablehlo.transpose %v2899, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5301 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5302 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5303 = stablehlo.multiply %v4719, %v5302 : tensor<192x192xf32>
    %v5304 = stablehlo.add %v5303, %v5300 : tensor<192x192xf32>
    %v5305 = stablehlo.multiply %v5301, %v5304 : tensor<192x192xf32>
    %v5306 = stablehlo.subtract %v1001, %v5305 : tensor<192x192xf32>
    %v5307 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5308 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5309 = stablehlo.multiply %v4720, %v5308 : tensor<192xf32>
    %v5310 = stablehlo.add %v5309, %v2900 : tensor<192xf32>
    %v5311 = stablehlo.multiply %v5307, %v5310 : tensor<192xf32>
    %v5312 = stablehlo.subtract %v1003, %v5311 : tensor<192xf32>
    %v5313 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5314 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5315 = stablehlo.multiply %v4721, %v5314 : tensor<192xf32>
    %v5316 = stablehlo.add %v5315, %v2870 : tensor<192xf32>
    %v5317 = stablehlo.multiply %v5313, %v5316 : tensor<192xf32>
    %v5318 = stablehlo.subtract %v1004, %v5317 : tensor<192xf32>
    %v5319 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5320 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5321 = stablehlo.multiply %v4722, %v5320 : tensor<192xf32>
    %v5322 = stablehlo.add %v5321, %v2866 : tensor<192xf32>
    %v5323 = stablehlo.multiply %v5319, %v5322 : tensor<192xf32>
    %v5324 = stablehlo.subtract %v1005, %v5323 : tensor<192xf32>
    %v5325 = stablehlo.transpose %v2846, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5326 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5327 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5328 = stablehlo.multiply %v4723, %v5327 : tensor<768x192xf32>
    %v5329 = stablehlo.add %v5328, %v5325 : tensor<768x192xf32>
    %v5330 = stablehlo.multiply %v5326, %v5329 : tensor<768x192xf32>
    %v5331 = stablehlo.subtract %v1006, %v5330 : tensor<768x192xf32>
    %v5332 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5333 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5334 = stablehlo.multiply %v4724, %v5333 : tensor<768xf32>
    %v5335 = stablehlo.add %v5334, %v2847 : tensor<768xf32>
    %v5336 = stablehlo.multiply %v5332, %v5335 : tensor<768xf32>
    %v5337 = stablehlo.subtract %v1008, %v5336 : tensor<768xf32>
    %v5338 = stablehlo.transpose %v2827, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5339 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5340 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5341 = stablehlo.multiply %v4725, %v5340 : tensor<192x768xf32>
    %v5342 = stablehlo.add %v5341, %v5338 : tensor<192x768xf32>
    %v5343 = stablehlo.multiply %v5339, %v5342 : tensor<192x768xf32>
    %v5344 = stablehlo.subtract %v1009, %v5343 : tensor<192x768xf32>
    %v5345 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5346 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5347 = stablehlo.multiply %v4726, %v5346 : tensor<192xf32>
    %v5348 = stablehlo.add %v5347, %v2828 : tensor<192xf32>
    %v5349 = stablehlo.multiply %v5345, %v5348 : tensor<192xf32>
    %v5350 = stablehlo.subtract %v1011, %v5349 : tensor<192xf32>
    %v5351 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5352 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5353 = stablehlo.multiply %v4727, %v5352 : tensor<192xf32>
    %v5354 = stablehlo.add %v5353, %v2786 : tensor<192xf32>
    %v5355 = stablehlo.multiply %v5351, %v5354 : tensor<192xf32>
    %v5356 = stablehlo.subtract %v1091, %v5355 : tensor<192xf32>
    %v5357 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5358 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5359 = stablehlo.multiply %v4728, %v5358 : tensor<192xf32>
    %v5360 = stablehlo.add %v5359, %v2782 : tensor<192xf32>
    %v5361 = stablehlo.multiply %v5357, %v5360 : tensor<192xf32>
    %v5362 = stablehlo.subtract %v1092, %v5361 : tensor<192xf32>
    %v5363 = stablehlo.transpose %v2762, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5364 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5365 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5366 = stablehlo.multiply %v4729, %v5365 : tensor<576x192xf32>
    %v5367 = stablehlo.add %v5366, %v5363 : tensor<576x192xf32>
    %v5368 = stablehlo.multiply %v5364, %v5367 : tensor<576x192xf32>
    %v5369 = stablehlo.subtract %v1093, %v5368 : tensor<576x192xf32>
    %v5370 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5371 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5372 = stablehlo.multiply %v4730, %v5371 : tensor<576xf32>
    %v5373 = stablehlo.add %v5372, %v2763 : tensor<576xf32>
    %v5374 = stablehlo.multiply %v5370, %v5373 : tensor<576xf32>
    %v5375 = stablehlo.subtract %v1095, %v5374 : tensor<576xf32>
    %v5376 = stablehlo.transpose %v2722, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5377 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5378 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5379 = stablehlo.multiply %v4731, %v5378 : tensor<192x192xf32>
    %v5380 = stablehlo.add %v5379, %v5376 : tensor<192x192xf32>
    %v5381 = stablehlo.multiply %v5377, %v5380 : tensor<192x192xf32>
    %v5382 = stablehlo.subtract %v1096, %v5381 : tensor<192x192xf32>
    %v5383 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5384 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5385 = stablehlo.multiply %v4732, %v5384 : tensor<192xf32>
    %v5386 = stablehlo.add %v5385, %v2723 : tensor<192xf32>
    %v5387 = stablehlo.multiply %v5383, %v5386 : tensor<192xf32>
    %v5388 = stablehlo.subtract %v1098, %v5387 : tensor<192xf32>
    %v5389 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5390 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5391 = stablehlo.multiply %v4733, %v5390 : tensor<192xf32>
    %v5392 = stablehlo.add %v5391, %v2693 : tensor<192xf32>
    %v5393 = stablehlo.multiply %v5389, %v5392 : tensor<192xf32>
    %v5394 = stablehlo.subtract %v1099, %v5393 : tensor<192xf32>
    %v5395 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5396 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5397 = stablehlo.multiply %v4734, %v5396 : tensor<192xf32>
    %v5398 = stablehlo.add %v5397, %v2689 : tensor<192xf32>
    %v5399 = stablehlo.multiply %v5395, %v5398 : tensor<192xf32>
    %v5400 = stablehlo.subtract %v1100, %v5399 : tensor<192xf32>
    %v5401 = stablehlo.transpose %v2669, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5402 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5403 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5404 = stablehlo.multiply %v4735, %v5403 : tensor<768x192xf32>
    %v5405 = stablehlo.add %v5404, %v5401 : tensor<768x192xf32>
    %v5406 = stablehlo.multiply %v5402, %v5405 : tensor<768x192xf32>
    %v5407 = stablehlo.subtract %v1101, %v5406 : tensor<768x192xf32>
    %v5408 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5409 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5410 = stablehlo.multiply %v4736, %v5409 : tensor<768xf32>
    %v5411 = stablehlo.add %v5410, %v2670 : tensor<768xf32>
    %v5412 = stablehlo.multiply %v5408, %v5411 : tensor<768xf32>
    %v5413 = stablehlo.subtract %v1103, %v5412 : tensor<768xf32>
    %v5414 = stablehlo.transpose %v2650, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5415 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5416 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5417 = stablehlo.multiply %v4737, %v5416 : tensor<192x768xf32>
    %v5418 = stablehlo.add %v5417, %v5414 : tensor<192x768xf32>
    %v5419 = stablehlo.multiply %v5415, %v5418 : tensor<192x768xf32>
    %v5420 = stablehlo.subtract %v1104, %v5419 : tensor<192x768xf32>
    %v5421 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5422 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5423 = stablehlo.multiply %v4738, %v5422 : tensor<192xf32>
    %v5424 = stablehlo.add %v5423, %v2651 : tensor<192xf32>
    %v5425 = stablehlo.multiply %v5421, %v5424 : tensor<192xf32>
    %v5426 = stablehlo.subtract %v1106, %v5425 : tensor<192xf32>
    %v5427 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5428 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5429 = stablehlo.multiply %v4739, %v5428 : tensor<192xf32>
    %v5430 = stablehlo.add %v5429, %v2609 : tensor<192xf32>
    %v5431 = stablehlo.multiply %v5427, %v5430 : tensor<192xf32>
    %v5432 = stablehlo.subtract %v1186, %v5431 : tensor<192xf32>
    %v5433 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5434 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5435 = stablehlo.multiply %v4740, %v5434 : tensor<192xf32>
    %v5436 = stablehlo.add %v5435, %v2605 : tensor<192xf32>
    %v5437 = stablehlo.multiply %v5433, %v5436 : tensor<192xf32>
    %v5438 = stablehlo.subtract %v1187, %v5437 : tensor<192xf32>
    %v5439 = stablehlo.transpose %v2585, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5440 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5441 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5442 = stablehlo.multiply %v4741, %v5441 : tensor<576x192xf32>
    %v5443 = stablehlo.add %v5442, %v5439 : tensor<576x192xf32>
    %v5444 = stablehlo.multiply %v5440, %v5443 : tensor<576x192xf32>
    %v5445 = stablehlo.subtract %v1188, %v5444 : tensor<576x192xf32>
    %v5446 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5447 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5448 = stablehlo.multiply %v4742, %v5447 : tensor<576xf32>
    %v5449 = stablehlo.add %v5448, %v2586 : tensor<576xf32>
    %v5450 = stablehlo.multiply %v5446, %v5449 : tensor<576xf32>
    %v5451 = stablehlo.subtract %v1190, %v5450 : tensor<576xf32>
    %v5452 = stablehlo.transpose %v2545, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5453 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5454 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5455 = stablehlo.multiply %v4743, %v5454 : tensor<192x192xf32>
    %v5456 = stablehlo.add %v5455, %v5452 : tensor<192x192xf32>
    %v5457 = stablehlo.multiply %v5453, %v5456 : tensor<192x192xf32>
    %v5458 = stablehlo.subtract %v1191, %v5457 : tensor<192x192xf32>
    %v5459 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5460 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5461 = stablehlo.multiply %v4744, %v5460 : tensor<192xf32>
    %v5462 = stablehlo.add %v5461, %v2546 : tensor<192xf32>
    %v5463 = stablehlo.multiply %v5459, %v5462 : tensor<192xf32>
    %v5464 = stablehlo.subtract %v1193, %v5463 : tensor<192xf32>
    %v5465 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5466 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5467 = stablehlo.multiply %v4745, %v5466 : tensor<192xf32>
    %v5468 = stablehlo.add %v5467, %v2516 : tensor<192xf32>
    %v5469 = stablehlo.multiply %v5465, %v5468 : tensor<192xf32>
    %v5470 = stablehlo.subtract %v1194, %v5469 : tensor<192xf32>
    %v5471 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5472 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5473 = stablehlo.multiply %v4746, %v5472 : tensor<192xf32>
    %v5474 = stablehlo.add %v5473, %v2512 : tensor<192xf32>
    %v5475 = stablehlo.multiply %v5471, %v5474 : tensor<192xf32>
    %v5476 = stablehlo.subtract %v1195, %v5475 : tensor<192xf32>
    %v5477 = stablehlo.transpose %v2492, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5478 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5479 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5480 = stablehlo.multiply %v4747, %v5479 : tensor<768x192xf32>
    %v5481 = stablehlo.add %v5480, %v5477 : tensor<768x192xf32>
    %v5482 = stablehlo.multiply %v5478, %v5481 : tensor<768x192xf32>
    %v5483 = stablehlo.subtract %v1196, %v5482 : tensor<768x192xf32>
    %v5484 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5485 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5486 = stablehlo.multiply %v4748, %v5485 : tensor<768xf32>
    %v5487 = stablehlo.add %v5486, %v2493 : tensor<768xf32>
    %v5488 = stablehlo.multiply %v5484, %v5487 : tensor<768xf32>
    %v5489 = stablehlo.subtract %v1198, %v5488 : tensor<768xf32>
    %v5490 = stablehlo.transpose %v2473, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5491 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5492 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5493 = stablehlo.multiply %v4749, %v5492 : tensor<192x768xf32>
    %v5494 = stablehlo.add %v5493, %v5490 : tensor<192x768xf32>
    %v5495 = stablehlo.multiply %v5491, %v5494 : tensor<192x768xf32>
    %v5496 = stablehlo.subtract %v1199, %v5495 : tensor<192x768xf32>
    %v5497 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5498 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5499 = stablehlo.multiply %v4750, %v5498 : tensor<192xf32>
    %v5500 = stablehlo.add %v5499, %v2474 : tensor<192xf32>
    %v5501 = stablehlo.multiply %v5497, %v5500 : tensor<192xf32>
    %v5502 = stablehlo.subtract %v1201, %v5501 : tensor<192xf32>
    %v5503 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5504 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5505 = stablehlo.multiply %v4751, %v5504 : tensor<192xf32>
    %v5506 = stablehlo.add %v5505, %v2432 : tensor<192xf32>
    %v5507 = stablehlo.multiply %v5503, %v5506 : tensor<192xf32>
    %v5508 = stablehlo.subtract %v1281, %v5507 : tensor<192xf32>
    %v5509 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5510 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5511 = stablehlo.multiply %v4752, %v5510 : tensor<192xf32>
    %v5512 = stablehlo.add %v5511, %v2428 : tensor<192xf32>
    %v5513 = stablehlo.multiply %v5509, %v5512 : tensor<192xf32>
    %v5514 = stablehlo.subtract %v1282, %v5513 : tensor<192xf32>
    %v5515 = stablehlo.transpose %v2408, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5516 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5517 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5518 = stablehlo.multiply %v4753, %v5517 : tensor<576x192xf32>
    %v5519 = stablehlo.add %v5518, %v5515 : tensor<576x192xf32>
    %v5520 = stablehlo.multiply %v5516, %v5519 : tensor<576x192xf32>
    %v5521 = stablehlo.subtract %v1283, %v5520 : tensor<576x192xf32>
    %v5522 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5523 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5524 = stablehlo.multiply %v4754, %v5523 : tensor<576xf32>
    %v5525 = stablehlo.add %v5524, %v2409 : tensor<576xf32>
    %v5526 = stablehlo.multiply %v5522, %v5525 : tensor<576xf32>
    %v5527 = stablehlo.subtract %v1285, %v5526 : tensor<576xf32>
    %v5528 = stablehlo.transpose %v2368, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5529 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5530 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5531 = stablehlo.multiply %v4755, %v5530 : tensor<192x192xf32>
    %v5532 = stablehlo.add %v5531, %v5528 : tensor<192x192xf32>
    %v5533 = stablehlo.multiply %v5529, %v5532 : tensor<192x192xf32>
    %v5534 = stablehlo.subtract %v1286, %v5533 : tensor<192x192xf32>
    %v5535 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5536 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5537 = stablehlo.multiply %v4756, %v5536 : tensor<192xf32>
    %v5538 = stablehlo.add %v5537, %v2369 : tensor<192xf32>
    %v5539 = stablehlo.multiply %v5535, %v5538 : tensor<192xf32>
    %v5540 = stablehlo.subtract %v1288, %v5539 : tensor<192xf32>
    %v5541 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5542 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5543 = stablehlo.multiply %v4757, %v5542 : tensor<192xf32>
    %v5544 = stablehlo.add %v5543, %v2339 : tensor<192xf32>
    %v5545 = stablehlo.multiply %v5541, %v5544 : tensor<192xf32>
    %v5546 = stablehlo.subtract %v1289, %v5545 : tensor<192xf32>
    %v5547 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5548 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5549 = stablehlo.multiply %v4758, %v5548 : tensor<192xf32>
    %v5550 = stablehlo.add %v5549, %v2335 : tensor<192xf32>
    %v5551 = stablehlo.multiply %v5547, %v5550 : tensor<192xf32>
    %v5552 = stablehlo.subtract %v1290, %v5551 : tensor<192xf32>
    %v5553 = stablehlo.transpose %v2315, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5554 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5555 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5556 = stablehlo.multiply %v4759, %v5555 : tensor<768x192xf32>
    %v5557 = stablehlo.add %v5556, %v5553 : tensor<768x192xf32>
    %v5558 = stablehlo.multiply %v5554, %v5557 : tensor<768x192xf32>
    %v5559 = stablehlo.subtract %v1291, %v5558 : tensor<768x192xf32>
    %v5560 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5561 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5562 = stablehlo.multiply %v4760, %v5561 : tensor<768xf32>
    %v5563 = stablehlo.add %v5562, %v2316 : tensor<768xf32>
    %v5564 = stablehlo.multiply %v5560, %v5563 : tensor<768xf32>
    %v5565 = stablehlo.subtract %v1293, %v5564 : tensor<768xf32>
    %v5566 = stablehlo.transpose %v2296, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5567 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5568 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5569 = stablehlo.multiply %v4761, %v5568 : tensor<192x768xf32>
    %v5570 = stablehlo.add %v5569, %v5566 : tensor<192x768xf32>
    %v5571 = stablehlo.multiply %v5567, %v5570 : tensor<192x768xf32>
    %v5572 = stablehlo.subtract %v1294, %v5571 : tensor<192x768xf32>
    %v5573 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5574 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5575 = stablehlo.multiply %v4762, %v5574 : tensor<192xf32>
    %v5576 = stablehlo.add %v5575, %v2297 : tensor<192xf32>
    %v5577 = stablehlo.multiply %v5573, %v5576 : tensor<192xf32>
    %v5578 = stablehlo.subtract %v1296, %v5577 : tensor<192xf32>
    %v5579 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5580 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5581 = stablehlo.multiply %v4763, %v5580 : tensor<192xf32>
    %v5582 = stablehlo.add %v5581, %v2255 : tensor<192xf32>
    %v5583 = stablehlo.multiply %v5579, %v5582 : tensor<192xf32>
    %v5584 = stablehlo.subtract %v1376, %v5583 : tensor<192xf32>
    %v5585 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5586 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5587 = stablehlo.multiply %v4764, %v5586 : tensor<192xf32>
    %v5588 = stablehlo.add %v5587, %v2251 : tensor<192xf32>
    %v5589 = stablehlo.multiply %v5585, %v5588 : tensor<192xf32>
    %v5590 = stablehlo.subtract %v1377, %v5589 : tensor<192xf32>
    %v5591 = stablehlo.transpose %v2231, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5592 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5593 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5594 = stablehlo.multiply %v4765, %v5593 : tensor<576x192xf32>
    %v5595 = stablehlo.add %v5594, %v5591 : tensor<576x192xf32>
    %v5596 = stablehlo.multiply %v5592, %v5595 : tensor<576x192xf32>
    %v5597 = stablehlo.subtract %v1378, %v5596 : tensor<576x192xf32>
    %v5598 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5599 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5600 = stablehlo.multiply %v4766, %v5599 : tensor<576xf32>
    %v5601 = stablehlo.add %v5600, %v2232 : tensor<576xf32>
    %v5602 = stablehlo.multiply %v5598, %v5601 : tensor<576xf32>
    %v5603 = stablehlo.subtract %v1380, %v5602 : tensor<576xf32>
    %v5604 = stablehlo.transpose %v2191, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5605 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5606 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5607 = stablehlo.multiply %v4767, %v5606 : tensor<192x192xf32>
    %v5608 = stablehlo.add %v5607, %v5604 : tensor<192x192xf32>
    %v5609 = stablehlo.multiply %v5605, %v5608 : tensor<192x192xf32>
    %v5610 = stablehlo.subtract %v1381, %v5609 : tensor<192x192xf32>
    %v5611 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5612 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5613 = stablehlo.multiply %v4768, %v5612 : tensor<192xf32>
    %v5614 = stablehlo.add %v5613, %v2192 : tensor<192xf32>
    %v5615 = stablehlo.multiply %v5611, %v5614 : tensor<192xf32>
    %v5616 = stablehlo.subtract %v1383, %v5615 : tensor<192xf32>
    %v5617 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5618 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5619 = stablehlo.multiply %v4769, %v5618 : tensor<192xf32>
    %v5620 = stablehlo.add %v5619, %v2162 : tensor<192xf32>
    %v5621 = stablehlo.multiply %v5617, %v5620 : tensor<192xf32>
    %v5622 = stablehlo.subtract %v1384, %v5621 : tensor<192xf32>
    %v5623 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5624 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5625 = stablehlo.multiply %v4770, %v5624 : tensor<192xf32>
    %v5626 = stablehlo.add %v5625, %v2158 : tensor<192xf32>
    %v5627 = stablehlo.multiply %v5623, %v5626 : tensor<192xf32>
    %v5628 = stablehlo.subtract %v1385, %v5627 : tensor<192xf32>
    %v5629 = stablehlo.transpose %v2138, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5630 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5631 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5632 = stablehlo.multiply %v4771, %v5631 : tensor<768x192xf32>
    %v5633 = stablehlo.add %v5632, %v5629 : tensor<768x192xf32>
    %v5634 = stablehlo.multiply %v5630, %v5633 : tensor<768x192xf32>
    %v5635 = stablehlo.subtract %v1386, %v5634 : tensor<768x192xf32>
    %v5636 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5637 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5638 = stablehlo.multiply %v4772, %v5637 : tensor<768xf32>
    %v5639 = stablehlo.add %v5638, %v2139 : tensor<768xf32>
    %v5640 = stablehlo.multiply %v5636, %v5639 : tensor<768xf32>
    %v5641 = stablehlo.subtract %v1388, %v5640 : tensor<768xf32>
    %v5642 = stablehlo.transpose %v2119, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5643 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5644 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5645 = stablehlo.multiply %v4773, %v5644 : tensor<192x768xf32>
    %v5646 = stablehlo.add %v5645, %v5642 : tensor<192x768xf32>
    %v5647 = stablehlo.multiply %v5643, %v5646 : tensor<192x768xf32>
    %v5648 = stablehlo.subtract %v1389, %v5647 : tensor<192x768xf32>
    %v5649 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5650 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5651 = stablehlo.multiply %v4774, %v5650 : tensor<192xf32>
    %v5652 = stablehlo.add %v5651, %v2120 : tensor<192xf32>
    %v5653 = stablehlo.multiply %v5649, %v5652 : tensor<192xf32>
    %v5654 = stablehlo.subtract %v1391, %v5653 : tensor<192xf32>
    %v5655 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5656 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5657 = stablehlo.multiply %v4775, %v5656 : tensor<192xf32>
    %v5658 = stablehlo.add %v5657, %v2078 : tensor<192xf32>
    %v5659 = stablehlo.multiply %v5655, %v5658 : tensor<192xf32>
    %v5660 = stablehlo.subtract %v1471, %v5659 : tensor<192xf32>
    %v5661 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5662 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5663 = stablehlo.multiply %v4776, %v5662 : tensor<192xf32>
    %v5664 = stablehlo.add %v5663, %v2074 : tensor<192xf32>
    %v5665 = stablehlo.multiply %v5661, %v5664 : tensor<192xf32>
    %v5666 = stablehlo.subtract %v1472, %v5665 : tensor<192xf32>
    %v5667 = stablehlo.transpose %v2054, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5668 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5669 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5670 = stablehlo.multiply %v4777, %v5669 : tensor<576x192xf32>
    %v5671 = stablehlo.add %v5670, %v5667 : tensor<576x192xf32>
    %v5672 = stablehlo.multiply %v5668, %v5671 : tensor<576x192xf32>
    %v5673 = stablehlo.subtract %v1473, %v5672 : tensor<576x192xf32>
    %v5674 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5675 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5676 = stablehlo.multiply %v4778, %v5675 : tensor<576xf32>
    %v5677 = stablehlo.add %v5676, %v2055 : tensor<576xf32>
    %v5678 = stablehlo.multiply %v5674, %v5677 : tensor<576xf32>
    %v5679 = stablehlo.subtract %v1475, %v5678 : tensor<576xf32>
    %v5680 = stablehlo.transpose %v2014, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5681 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5682 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5683 = stablehlo.multiply %v4779, %v5682 : tensor<192x192xf32>
    %v5684 = stablehlo.add %v5683, %v5680 : tensor<192x192xf32>
    %v5685 = stablehlo.multiply %v5681, %v5684 : tensor<192x192xf32>
    %v5686 = stablehlo.subtract %v1476, %v5685 : tensor<192x192xf32>
    %v5687 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5688 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5689 = stablehlo.multiply %v4780, %v5688 : tensor<192xf32>
    %v5690 = stablehlo.add %v5689, %v2015 : tensor<192xf32>
    %v5691 = stablehlo.multiply %v5687, %v5690 : tensor<192xf32>
    %v5692 = stablehlo.subtract %v1478, %v5691 : tensor<192xf32>
    %v5693 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5694 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5695 = stablehlo.multiply %v4781, %v5694 : tensor<192xf32>
    %v5696 = stablehlo.add %v5695, %v1985 : tensor<192xf32>
    %v5697 = stablehlo.multiply %v5693, %v5696 : tensor<192xf32>
    %v5698 = stablehlo.subtract %v1479, %v5697 : tensor<192xf32>
    %v5699 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5700 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5701 = stablehlo.multiply %v4782, %v5700 : tensor<192xf32>
    %v5702 = stablehlo.add %v5701, %v1981 : tensor<192xf32>
    %v5703 = stablehlo.multiply %v5699, %v5702 : tensor<192xf32>
    %v5704 = stablehlo.subtract %v1480, %v5703 : tensor<192xf32>
    %v5705 = stablehlo.transpose %v1961, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5706 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5707 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5708 = stablehlo.multiply %v4783, %v5707 : tensor<768x192xf32>
    %v5709 = stablehlo.add %v5708, %v5705 : tensor<768x192xf32>
    %v5710 = stablehlo.multiply %v5706, %v5709 : tensor<768x192xf32>
    %v5711 = stablehlo.subtract %v1481, %v5710 : tensor<768x192xf32>
    %v5712 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5713 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5714 = stablehlo.multiply %v4784, %v5713 : tensor<768xf32>
    %v5715 = stablehlo.add %v5714, %v1962 : tensor<768xf32>
    %v5716 = stablehlo.multiply %v5712, %v5715 : tensor<768xf32>
    %v5717 = stablehlo.subtract %v1483, %v5716 : tensor<768xf32>
    %v5718 = stablehlo.transpose %v1942, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5719 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5720 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5721 = stablehlo.multiply %v4785, %v5720 : tensor<192x768xf32>
    %v5722 = stablehlo.add %v5721, %v5718 : tensor<192x768xf32>
    %v5723 = stablehlo.multiply %v5719, %v5722 : tensor<192x768xf32>
    %v5724 = stablehlo.subtract %v1484, %v5723 : tensor<192x768xf32>
    %v5725 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5726 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5727 = stablehlo.multiply %v4786, %v5726 : tensor<192xf32>
    %v5728 = stablehlo.add %v5727, %v1943 : tensor<192xf32>
    %v5729 = stablehlo.multiply %v5725, %v5728 : tensor<192xf32>
    %v5730 = stablehlo.subtract %v1486, %v5729 : tensor<192xf32>
    %v5731 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5732 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5733 = stablehlo.multiply %v4787, %v5732 : tensor<192xf32>
    %v5734 = stablehlo.add %v5733, %v1914 : tensor<192xf32>
    %v5735 = stablehlo.multiply %v5731, %v5734 : tensor<192xf32>
    %v5736 = stablehlo.subtract %v1566, %v5735 : tensor<192xf32>
    %v5737 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5738 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5739 = stablehlo.multiply %v4788, %v5738 : tensor<192xf32>
    %v5740 = stablehlo.add %v5739, %v1910 : tensor<192xf32>
    %v5741 = stablehlo.multiply %v5737, %v5740 : tensor<192xf32>
    %v5742 = stablehlo.subtract %v1567, %v5741 : tensor<192xf32>
    %v5743 = stablehlo.transpose %v1763, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %v5744 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %v5745 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %v5746 = stablehlo.multiply %v4789, %v5745 : tensor<10x192xf32>
    %v5747 = stablehlo.add %v5746, %v5743 : tensor<10x192xf32>
    %v5748 = stablehlo.multiply %v5744, %v5747 : tensor<10x192xf32>
    %v5749 = stablehlo.subtract %v1717, %v5748 : tensor<10x192xf32>
    %v5750 = stablehlo.broadcast_in_dim %v4791, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %v5751 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %v5752 = stablehlo.multiply %v4790, %v5751 : tensor<10xf32>
    %v5753 = stablehlo.add %v5752, %v1764 : tensor<10xf32>
    %v5754 = stablehlo.multiply %v5750, %v5753 : tensor<10xf32>
    %v5755 = stablehlo.subtract %v1719, %v5754 : tensor<10xf32>
    return %v4798, %v4804, %v4811, %v4818, %v4824, %v4830, %v4837, %v4843, %v4850, %v4856, %v4862, %v4868, %v4875, %v4881, %v4888, %v4894, %v4900, %v4906, %v4913, %v4919, %v4926, %v4932, %v4938, %v4944, %v4951, %v4957, %v4964, %v4970, %v4976, %v4982, %v4989, %v4995, %v5002, %v5008, %v5014, %v5020, %v5027, %v5033, %v5040, %v5046, %v5052, %v5058, %v5065, %v5071, %v5078, %v5084, %v5090, %v5096, %v5103, %v5109, %v5116, %v5122, %v5128, %v5134, %v5141, %v5147, %v5154, %v5160, %v5166, %v5172, %v5179, %v5185, %v5192, %v5198, %v5204, %v5210, %v5217, %v5223, %v5230, %v5236, %v5242, %v5248, %v5255, %v5261, %v5268, %v5274, %v5280, %v5286, %v5293, %v5299, %v5306, %v5312, %v5318, %v5324, %v5331, %v5337, %v5344, %v5350, %v5356, %v5362, %v5369, %v5375, %v5382, %v5388, %v5394, %v5400, %v5407, %v5413, %v5420, %v5426, %v5432, %v5438, %v5445, %v5451, %v5458, %v5464, %v5470, %v5476, %v5483, %v5489, %v5496, %v5502, %v5508, %v5514, %v5521, %v5527, %v5534, %v5540, %v5546, %v5552, %v5559, %v5565, %v5572, %v5578, %v5584, %v5590, %v5597, %v5603, %v5610, %v5616, %v5622, %v5628, %v5635, %v5641, %v5648, %v5654, %v5660, %v5666, %v5673, %v5679, %v5686, %v5692, %v5698, %v5704, %v5711, %v5717, %v5724, %v5730, %v5736, %v5742, %v5749, %v5755, %v4796, %v4802, %v4809, %v4816, %v4822, %v4828, %v4835, %v4841, %v4848, %v4854, %v4860, %v4866, %v4873, %v4879, %v4886, %v4892, %v4898, %v4904, %v4911, %v4917, %v4924, %v4930, %v4936, %v4942, %v4949, %v4955, %v4962, %v4968, %v4974, %v4980, %v4987, %v4993, %v5000, %v5006, %v5012, %v5018, %v5025, %v5031, %v5038, %v5044, %v5050, %v5056, %v5063, %v5069, %v5076, %v5082, %v5088, %v5094, %v5101, %v5107, %v5114, %v5120, %v5126, %v5132, %v5139, %v5145, %v5152, %v5158, %v5164, %v5170, %v5177, %v5183, %v5190, %v5196, %v5202, %v5208, %v5215, %v5221, %v5228, %v5234, %v5240, %v5246, %v5253, %v5259, %v5266, %v5272, %v5278, %v5284, %v5291, %v5297, %v5304, %v5310, %v5316, %v5322, %v5329, %v5335, %v5342, %v5348, %v5354, %v5360, %v5367, %v5373, %v5380, %v5386, %v5392, %v5398, %v5405, %v5411, %v5418, %v5424, %v5430, %v5436, %v5443, %v5449, %v5456, %v5462, %v5468, %v5474, %v5481, %v5487, %v5494, %v5500, %v5506, %v5512, %v5519, %v5525, %v5532, %v5538, %v5544, %v5550, %v5557, %v5563, %v5570, %v5576, %v5582, %v5588, %v5595, %v5601, %v5608, %v5614, %v5620, %v5626, %v5633, %v5639, %v5646, %v5652, %v5658, %v5664, %v5671, %v5677, %v5684, %v5690, %v5696, %v5702, %v5709, %v5715, %v5722, %v5728, %v5734, %v5740, %v5747, %v5753, %v1742 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
