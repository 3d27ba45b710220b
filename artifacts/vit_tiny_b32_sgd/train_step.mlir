module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v426: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v427: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v428: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v430: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v431: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v433: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v434: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v435: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v436: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v438: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v439: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v441: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v521: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v522: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v523: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v525: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v526: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v528: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v529: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v530: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v531: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v533: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v534: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v536: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v616: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v617: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v618: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v620: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v621: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v623: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v624: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v625: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v626: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v628: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v629: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v631: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v711: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v712: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v713: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v715: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v716: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v718: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v719: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v720: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v721: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v723: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v724: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v726: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v806: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v808: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v810: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v811: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v813: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v814: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v815: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v816: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v818: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v819: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v821: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v901: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v902: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v903: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v905: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v906: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v908: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v909: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v910: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v911: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v913: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v914: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v916: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v996: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v997: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v998: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v1000: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v1001: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v1003: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v1004: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v1005: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v1006: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v1008: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v1009: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v1011: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v1091: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v1092: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v1093: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v1095: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v1096: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v1098: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v1099: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v1100: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v1101: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v1103: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v1104: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v1106: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1186: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1187: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1188: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1190: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1191: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1193: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1194: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1195: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1196: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1198: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1199: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1201: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1281: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1282: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1283: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1285: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1286: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1288: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1289: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1290: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1291: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1293: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1294: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1296: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1376: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1377: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1378: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1380: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1381: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1383: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1384: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1385: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1386: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1388: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1389: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1391: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1471: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1472: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1473: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1475: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1476: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1478: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1479: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1480: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1481: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1483: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1484: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1486: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1566: tensor<192xf32> {vjp.name = "norm.weight"}, %v1567: tensor<192xf32> {vjp.name = "norm.bias"}, %v1717: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1719: tensor<10xf32> {vjp.name = "head.bias"}, %v1723: tensor<32xf32> {vjp.name = "labels"}, %v4289: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %v4290: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %v4291: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %v4292: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %v4293: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %v4294: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %v4295: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %v4296: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %v4297: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %v4298: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %v4299: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %v4300: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %v4301: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %v4302: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %v4303: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %v4304: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %v4305: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %v4306: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %v4307: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %v4308: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %v4309: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %v4310: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %v4311: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %v4312: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %v4313: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %v4314: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %v4315: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %v4316: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %v4317: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %v4318: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %v4319: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %v4320: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %v4321: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %v4322: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %v4323: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %v4324: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %v4325: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %v4326: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %v4327: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %v4328: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %v4329: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %v4330: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %v4331: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %v4332: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %v4333: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %v4334: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %v4335: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %v4336: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %v4337: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %v4338: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %v4339: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %v4340: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %v4341: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %v4342: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %v4343: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %v4344: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %v4345: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %v4346: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %v4347: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %v4348: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %v4349: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %v4350: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %v4351: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %v4352: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %v4353: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %v4354: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %v4355: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %v4356: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %v4357: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %v4358: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %v4359: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %v4360: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %v4361: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %v4362: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %v4363: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %v4364: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %v4365: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %v4366: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %v4367: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %v4368: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %v4369: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %v4370: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %v4371: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %v4372: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %v4373: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %v4374: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %v4375: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %v4376: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %v4377: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %v4378: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %v4379: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %v4380: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %v4381: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %v4382: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %v4383: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %v4384: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %v4385: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %v4386: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %v4387: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %v4388: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %v4389: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %v4390: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %v4391: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %v4392: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %v4393: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %v4394: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %v4395: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %v4396: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %v4397: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %v4398: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %v4399: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %v4400: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %v4401: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %v4402: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %v4403: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %v4404: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %v4405: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %v4406: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %v4407: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %v4408: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %v4409: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %v4410: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %v4411: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %v4412: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %v4413: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %v4414: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %v4415: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %v4416: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %v4417: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %v4418: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %v4419: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %v4420: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %v4421: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %v4422: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %v4423: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %v4424: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %v4425: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %v4426: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %v4427: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %v4428: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %v4429: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %v4430: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %v4431: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %v4432: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %v4433: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %v4434: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %v4435: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %v4436: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %v4437: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %v4438: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %v4439: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %v4440: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %v4441: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
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
    %v1896 = stablehlo.reduce(%v1895 init: %c177) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1897 = stablehlo.broadcast_in_dim %v1566, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1898 = stablehlo.multiply %v1895, %v1897 : tensor<6304x192xf32>
    %v1899 = stablehlo.multiply %v1581, %v1895 : tensor<6304x192xf32>
    %c178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1900 = stablehlo.reduce(%v1899 init: %c178) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c179 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1901 = stablehlo.reduce(%v1565 init: %c179) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1902 = stablehlo.broadcast_in_dim %v1901, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1903 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1904 = stablehlo.multiply %v1902, %v1903 : tensor<6304x192xf32>
    %v1905 = stablehlo.subtract %v1565, %v1904 : tensor<6304x192xf32>
    %v1906 = stablehlo.multiply %v1905, %v1905 : tensor<6304x192xf32>
    %c180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1907 = stablehlo.reduce(%v1906 init: %c180) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1908 = stablehlo.broadcast_in_dim %v1907, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1909 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1910 = stablehlo.multiply %v1908, %v1909 : tensor<6304x192xf32>
    %v1911 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1912 = stablehlo.add %v1910, %v1911 : tensor<6304x192xf32>
    %v1913 = stablehlo.rsqrt %v1912 : tensor<6304x192xf32>
    %c181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1914 = stablehlo.reduce(%v1898 init: %c181) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1915 = stablehlo.broadcast_in_dim %v1914, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1916 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1917 = stablehlo.multiply %v1915, %v1916 : tensor<6304x192xf32>
    %v1918 = stablehlo.multiply %v1898, %v1581 : tensor<6304x192xf32>
    %c182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1919 = stablehlo.reduce(%v1918 init: %c182) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1920 = stablehlo.broadcast_in_dim %v1919, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1921 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1922 = stablehlo.multiply %v1920, %v1921 : tensor<6304x192xf32>
    %v1923 = stablehlo.multiply %v1581, %v1922 : tensor<6304x192xf32>
    %v1924 = stablehlo.subtract %v1898, %v1917 : tensor<6304x192xf32>
    %v1925 = stablehlo.subtract %v1924, %v1923 : tensor<6304x192xf32>
    %v1926 = stablehlo.multiply %v1913, %v1925 : tensor<6304x192xf32>
    %v1927 = stablehlo.dot_general %v1926, %v1485, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1928 = stablehlo.dot_general %v1561, %v1926, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c183 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1929 = stablehlo.reduce(%v1926 init: %c183) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1930 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1931 = stablehlo.multiply %v1553, %v1930 : tensor<6304x768xf32>
    %v1932 = chlo.erf %v1931 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1933 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1934 = stablehlo.add %v1933, %v1932 : tensor<6304x768xf32>
    %v1935 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1936 = stablehlo.multiply %v1934, %v1935 : tensor<6304x768xf32>
    %v1937 = stablehlo.multiply %v1553, %v1553 : tensor<6304x768xf32>
    %v1938 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1939 = stablehlo.multiply %v1937, %v1938 : tensor<6304x768xf32>
    %v1940 = stablehlo.exponential %v1939 : tensor<6304x768xf32>
    %v1941 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v1942 = stablehlo.multiply %v1940, %v1941 : tensor<6304x768xf32>
    %v1943 = stablehlo.multiply %v1553, %v1942 : tensor<6304x768xf32>
    %v1944 = stablehlo.add %v1936, %v1943 : tensor<6304x768xf32>
    %v1945 = stablehlo.multiply %v1927, %v1944 : tensor<6304x768xf32>
    %v1946 = stablehlo.dot_general %v1945, %v1482, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1947 = stablehlo.dot_general %v1550, %v1945, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c184 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1948 = stablehlo.reduce(%v1945 init: %c184) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1953 = stablehlo.reduce(%v1946 init: %c185) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1954 = stablehlo.broadcast_in_dim %v1479, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1955 = stablehlo.multiply %v1946, %v1954 : tensor<6304x192xf32>
    %v1956 = stablehlo.multiply %v1546, %v1946 : tensor<6304x192xf32>
    %c186 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1957 = stablehlo.reduce(%v1956 init: %c186) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1958 = stablehlo.reduce(%v1532 init: %c187) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1959 = stablehlo.broadcast_in_dim %v1958, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1960 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1961 = stablehlo.multiply %v1959, %v1960 : tensor<6304x192xf32>
    %v1962 = stablehlo.subtract %v1532, %v1961 : tensor<6304x192xf32>
    %v1963 = stablehlo.multiply %v1962, %v1962 : tensor<6304x192xf32>
    %c188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1964 = stablehlo.reduce(%v1963 init: %c188) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1965 = stablehlo.broadcast_in_dim %v1964, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1966 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1967 = stablehlo.multiply %v1965, %v1966 : tensor<6304x192xf32>
    %v1968 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1969 = stablehlo.add %v1967, %v1968 : tensor<6304x192xf32>
    %v1970 = stablehlo.rsqrt %v1969 : tensor<6304x192xf32>
    %c189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1971 = stablehlo.reduce(%v1955 init: %c189) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1972 = stablehlo.broadcast_in_dim %v1971, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1973 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1974 = stablehlo.multiply %v1972, %v1973 : tensor<6304x192xf32>
    %v1975 = stablehlo.multiply %v1955, %v1546 : tensor<6304x192xf32>
    %c190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1976 = stablehlo.reduce(%v1975 init: %c190) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1977 = stablehlo.broadcast_in_dim %v1976, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1978 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1979 = stablehlo.multiply %v1977, %v1978 : tensor<6304x192xf32>
    %v1980 = stablehlo.multiply %v1546, %v1979 : tensor<6304x192xf32>
    %v1981 = stablehlo.subtract %v1955, %v1974 : tensor<6304x192xf32>
    %v1982 = stablehlo.subtract %v1981, %v1980 : tensor<6304x192xf32>
    %v1983 = stablehlo.multiply %v1970, %v1982 : tensor<6304x192xf32>
    %v1984 = stablehlo.add %v1926, %v1983 : tensor<6304x192xf32>
    %v1985 = stablehlo.dot_general %v1984, %v1477, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1986 = stablehlo.dot_general %v1528, %v1984, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1987 = stablehlo.reduce(%v1984 init: %c191) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1988 = stablehlo.reshape %v1507 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1989 = stablehlo.transpose %v1988, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1990 = "stablehlo.slice"(%v1989) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1991 = stablehlo.reshape %v1990 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1992 = "stablehlo.slice"(%v1989) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1993 = stablehlo.reshape %v1992 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1994 = "stablehlo.slice"(%v1989) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1995 = stablehlo.reshape %v1994 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1996 = stablehlo.dot_general %v1991, %v1993, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1997 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1998 = stablehlo.multiply %v1996, %v1997 : tensor<32x3x197x197xf32>
    %c192 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1999 = stablehlo.reduce(%v1998 init: %c192) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2000 = stablehlo.broadcast_in_dim %v1999, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2001 = stablehlo.subtract %v1998, %v2000 : tensor<32x3x197x197xf32>
    %v2002 = stablehlo.exponential %v2001 : tensor<32x3x197x197xf32>
    %c193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2003 = stablehlo.reduce(%v2002 init: %c193) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2004 = stablehlo.broadcast_in_dim %v2003, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2005 = stablehlo.divide %v2002, %v2004 : tensor<32x3x197x197xf32>
    %v2006 = stablehlo.reshape %v1985 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2007 = stablehlo.transpose %v2006, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2008 = stablehlo.dot_general %v2005, %v2007, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2009 = stablehlo.dot_general %v2007, %v1995, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2010 = stablehlo.multiply %v2005, %v2009 : tensor<32x3x197x197xf32>
    %c194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2011 = stablehlo.reduce(%v2010 init: %c194) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2012 = stablehlo.broadcast_in_dim %v2011, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2013 = stablehlo.subtract %v2009, %v2012 : tensor<32x3x197x197xf32>
    %v2014 = stablehlo.multiply %v2005, %v2013 : tensor<32x3x197x197xf32>
    %v2015 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2016 = stablehlo.multiply %v2014, %v2015 : tensor<32x3x197x197xf32>
    %v2017 = stablehlo.dot_general %v2016, %v1993, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2018 = stablehlo.dot_general %v2016, %v1991, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2019 = stablehlo.reshape %v2017 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2020 = stablehlo.reshape %v2018 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2021 = stablehlo.reshape %v2008 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2022 = stablehlo.concatenate %v2019, %v2020, %v2021, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2023 = stablehlo.transpose %v2022, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2024 = stablehlo.reshape %v2023 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2025 = stablehlo.dot_general %v2024, %v1474, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2026 = stablehlo.dot_general %v1504, %v2024, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2027 = stablehlo.reduce(%v2024 init: %c195) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2032 = stablehlo.reduce(%v2025 init: %c196) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2033 = stablehlo.broadcast_in_dim %v1471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2034 = stablehlo.multiply %v2025, %v2033 : tensor<6304x192xf32>
    %v2035 = stablehlo.multiply %v1500, %v2025 : tensor<6304x192xf32>
    %c197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2036 = stablehlo.reduce(%v2035 init: %c197) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2037 = stablehlo.reduce(%v1470 init: %c198) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2038 = stablehlo.broadcast_in_dim %v2037, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2039 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2040 = stablehlo.multiply %v2038, %v2039 : tensor<6304x192xf32>
    %v2041 = stablehlo.subtract %v1470, %v2040 : tensor<6304x192xf32>
    %v2042 = stablehlo.multiply %v2041, %v2041 : tensor<6304x192xf32>
    %c199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2043 = stablehlo.reduce(%v2042 init: %c199) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2044 = stablehlo.broadcast_in_dim %v2043, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2045 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2046 = stablehlo.multiply %v2044, %v2045 : tensor<6304x192xf32>
    %v2047 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2048 = stablehlo.add %v2046, %v2047 : tensor<6304x192xf32>
    %v2049 = stablehlo.rsqrt %v2048 : tensor<6304x192xf32>
    %c200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2050 = stablehlo.reduce(%v2034 init: %c200) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2051 = stablehlo.broadcast_in_dim %v2050, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2052 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2053 = stablehlo.multiply %v2051, %v2052 : tensor<6304x192xf32>
    %v2054 = stablehlo.multiply %v2034, %v1500 : tensor<6304x192xf32>
    %c201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2055 = stablehlo.reduce(%v2054 init: %c201) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2056 = stablehlo.broadcast_in_dim %v2055, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2057 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2058 = stablehlo.multiply %v2056, %v2057 : tensor<6304x192xf32>
    %v2059 = stablehlo.multiply %v1500, %v2058 : tensor<6304x192xf32>
    %v2060 = stablehlo.subtract %v2034, %v2053 : tensor<6304x192xf32>
    %v2061 = stablehlo.subtract %v2060, %v2059 : tensor<6304x192xf32>
    %v2062 = stablehlo.multiply %v2049, %v2061 : tensor<6304x192xf32>
    %v2063 = stablehlo.add %v1984, %v2062 : tensor<6304x192xf32>
    %v2076 = stablehlo.dot_general %v2063, %v1390, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2077 = stablehlo.dot_general %v1466, %v2063, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c202 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2078 = stablehlo.reduce(%v2063 init: %c202) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2079 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2080 = stablehlo.multiply %v1458, %v2079 : tensor<6304x768xf32>
    %v2081 = chlo.erf %v2080 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2082 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2083 = stablehlo.add %v2082, %v2081 : tensor<6304x768xf32>
    %v2084 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2085 = stablehlo.multiply %v2083, %v2084 : tensor<6304x768xf32>
    %v2086 = stablehlo.multiply %v1458, %v1458 : tensor<6304x768xf32>
    %v2087 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2088 = stablehlo.multiply %v2086, %v2087 : tensor<6304x768xf32>
    %v2089 = stablehlo.exponential %v2088 : tensor<6304x768xf32>
    %v2090 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2091 = stablehlo.multiply %v2089, %v2090 : tensor<6304x768xf32>
    %v2092 = stablehlo.multiply %v1458, %v2091 : tensor<6304x768xf32>
    %v2093 = stablehlo.add %v2085, %v2092 : tensor<6304x768xf32>
    %v2094 = stablehlo.multiply %v2076, %v2093 : tensor<6304x768xf32>
    %v2095 = stablehlo.dot_general %v2094, %v1387, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2096 = stablehlo.dot_general %v1455, %v2094, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2097 = stablehlo.reduce(%v2094 init: %c203) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c204 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2102 = stablehlo.reduce(%v2095 init: %c204) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2103 = stablehlo.broadcast_in_dim %v1384, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2104 = stablehlo.multiply %v2095, %v2103 : tensor<6304x192xf32>
    %v2105 = stablehlo.multiply %v1451, %v2095 : tensor<6304x192xf32>
    %c205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2106 = stablehlo.reduce(%v2105 init: %c205) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2107 = stablehlo.reduce(%v1437 init: %c206) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2108 = stablehlo.broadcast_in_dim %v2107, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2109 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2110 = stablehlo.multiply %v2108, %v2109 : tensor<6304x192xf32>
    %v2111 = stablehlo.subtract %v1437, %v2110 : tensor<6304x192xf32>
    %v2112 = stablehlo.multiply %v2111, %v2111 : tensor<6304x192xf32>
    %c207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2113 = stablehlo.reduce(%v2112 init: %c207) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2114 = stablehlo.broadcast_in_dim %v2113, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2115 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2116 = stablehlo.multiply %v2114, %v2115 : tensor<6304x192xf32>
    %v2117 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2118 = stablehlo.add %v2116, %v2117 : tensor<6304x192xf32>
    %v2119 = stablehlo.rsqrt %v2118 : tensor<6304x192xf32>
    %c208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2120 = stablehlo.reduce(%v2104 init: %c208) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2121 = stablehlo.broadcast_in_dim %v2120, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2122 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2123 = stablehlo.multiply %v2121, %v2122 : tensor<6304x192xf32>
    %v2124 = stablehlo.multiply %v2104, %v1451 : tensor<6304x192xf32>
    %c209 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2125 = stablehlo.reduce(%v2124 init: %c209) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2126 = stablehlo.broadcast_in_dim %v2125, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2127 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2128 = stablehlo.multiply %v2126, %v2127 : tensor<6304x192xf32>
    %v2129 = stablehlo.multiply %v1451, %v2128 : tensor<6304x192xf32>
    %v2130 = stablehlo.subtract %v2104, %v2123 : tensor<6304x192xf32>
    %v2131 = stablehlo.subtract %v2130, %v2129 : tensor<6304x192xf32>
    %v2132 = stablehlo.multiply %v2119, %v2131 : tensor<6304x192xf32>
    %v2133 = stablehlo.add %v2063, %v2132 : tensor<6304x192xf32>
    %v2134 = stablehlo.dot_general %v2133, %v1382, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2135 = stablehlo.dot_general %v1433, %v2133, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2136 = stablehlo.reduce(%v2133 init: %c210) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2137 = stablehlo.reshape %v1412 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2138 = stablehlo.transpose %v2137, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2139 = "stablehlo.slice"(%v2138) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2140 = stablehlo.reshape %v2139 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2141 = "stablehlo.slice"(%v2138) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2142 = stablehlo.reshape %v2141 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2143 = "stablehlo.slice"(%v2138) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2144 = stablehlo.reshape %v2143 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2145 = stablehlo.dot_general %v2140, %v2142, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2146 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2147 = stablehlo.multiply %v2145, %v2146 : tensor<32x3x197x197xf32>
    %c211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2148 = stablehlo.reduce(%v2147 init: %c211) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2149 = stablehlo.broadcast_in_dim %v2148, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2150 = stablehlo.subtract %v2147, %v2149 : tensor<32x3x197x197xf32>
    %v2151 = stablehlo.exponential %v2150 : tensor<32x3x197x197xf32>
    %c212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2152 = stablehlo.reduce(%v2151 init: %c212) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2153 = stablehlo.broadcast_in_dim %v2152, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2154 = stablehlo.divide %v2151, %v2153 : tensor<32x3x197x197xf32>
    %v2155 = stablehlo.reshape %v2134 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2156 = stablehlo.transpose %v2155, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2157 = stablehlo.dot_general %v2154, %v2156, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2158 = stablehlo.dot_general %v2156, %v2144, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2159 = stablehlo.multiply %v2154, %v2158 : tensor<32x3x197x197xf32>
    %c213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2160 = stablehlo.reduce(%v2159 init: %c213) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2161 = stablehlo.broadcast_in_dim %v2160, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2162 = stablehlo.subtract %v2158, %v2161 : tensor<32x3x197x197xf32>
    %v2163 = stablehlo.multiply %v2154, %v2162 : tensor<32x3x197x197xf32>
    %v2164 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2165 = stablehlo.multiply %v2163, %v2164 : tensor<32x3x197x197xf32>
    %v2166 = stablehlo.dot_general %v2165, %v2142, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2167 = stablehlo.dot_general %v2165, %v2140, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2168 = stablehlo.reshape %v2166 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2169 = stablehlo.reshape %v2167 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2170 = stablehlo.reshape %v2157 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2171 = stablehlo.concatenate %v2168, %v2169, %v2170, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2172 = stablehlo.transpose %v2171, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2173 = stablehlo.reshape %v2172 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2174 = stablehlo.dot_general %v2173, %v1379, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2175 = stablehlo.dot_general %v1409, %v2173, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2176 = stablehlo.reduce(%v2173 init: %c214) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2181 = stablehlo.reduce(%v2174 init: %c215) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2182 = stablehlo.broadcast_in_dim %v1376, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2183 = stablehlo.multiply %v2174, %v2182 : tensor<6304x192xf32>
    %v2184 = stablehlo.multiply %v1405, %v2174 : tensor<6304x192xf32>
    %c216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2185 = stablehlo.reduce(%v2184 init: %c216) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c217 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2186 = stablehlo.reduce(%v1375 init: %c217) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2187 = stablehlo.broadcast_in_dim %v2186, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2188 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2189 = stablehlo.multiply %v2187, %v2188 : tensor<6304x192xf32>
    %v2190 = stablehlo.subtract %v1375, %v2189 : tensor<6304x192xf32>
    %v2191 = stablehlo.multiply %v2190, %v2190 : tensor<6304x192xf32>
    %c218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2192 = stablehlo.reduce(%v2191 init: %c218) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2193 = stablehlo.broadcast_in_dim %v2192, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2194 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2195 = stablehlo.multiply %v2193, %v2194 : tensor<6304x192xf32>
    %v2196 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2197 = stablehlo.add %v2195, %v2196 : tensor<6304x192xf32>
    %v2198 = stablehlo.rsqrt %v2197 : tensor<6304x192xf32>
    %c219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2199 = stablehlo.reduce(%v2183 init: %c219) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2200 = stablehlo.broadcast_in_dim %v2199, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2201 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2202 = stablehlo.multiply %v2200, %v2201 : tensor<6304x192xf32>
    %v2203 = stablehlo.multiply %v2183, %v1405 : tensor<6304x192xf32>
    %c220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2204 = stablehlo.reduce(%v2203 init: %c220) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2205 = stablehlo.broadcast_in_dim %v2204, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2206 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2207 = stablehlo.multiply %v2205, %v2206 : tensor<6304x192xf32>
    %v2208 = stablehlo.multiply %v1405, %v2207 : tensor<6304x192xf32>
    %v2209 = stablehlo.subtract %v2183, %v2202 : tensor<6304x192xf32>
    %v2210 = stablehlo.subtract %v2209, %v2208 : tensor<6304x192xf32>
    %v2211 = stablehlo.multiply %v2198, %v2210 : tensor<6304x192xf32>
    %v2212 = stablehlo.add %v2133, %v2211 : tensor<6304x192xf32>
    %v2225 = stablehlo.dot_general %v2212, %v1295, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2226 = stablehlo.dot_general %v1371, %v2212, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2227 = stablehlo.reduce(%v2212 init: %c221) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2228 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2229 = stablehlo.multiply %v1363, %v2228 : tensor<6304x768xf32>
    %v2230 = chlo.erf %v2229 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2231 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2232 = stablehlo.add %v2231, %v2230 : tensor<6304x768xf32>
    %v2233 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2234 = stablehlo.multiply %v2232, %v2233 : tensor<6304x768xf32>
    %v2235 = stablehlo.multiply %v1363, %v1363 : tensor<6304x768xf32>
    %v2236 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2237 = stablehlo.multiply %v2235, %v2236 : tensor<6304x768xf32>
    %v2238 = stablehlo.exponential %v2237 : tensor<6304x768xf32>
    %v2239 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2240 = stablehlo.multiply %v2238, %v2239 : tensor<6304x768xf32>
    %v2241 = stablehlo.multiply %v1363, %v2240 : tensor<6304x768xf32>
    %v2242 = stablehlo.add %v2234, %v2241 : tensor<6304x768xf32>
    %v2243 = stablehlo.multiply %v2225, %v2242 : tensor<6304x768xf32>
    %v2244 = stablehlo.dot_general %v2243, %v1292, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2245 = stablehlo.dot_general %v1360, %v2243, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2246 = stablehlo.reduce(%v2243 init: %c222) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2251 = stablehlo.reduce(%v2244 init: %c223) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2252 = stablehlo.broadcast_in_dim %v1289, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2253 = stablehlo.multiply %v2244, %v2252 : tensor<6304x192xf32>
    %v2254 = stablehlo.multiply %v1356, %v2244 : tensor<6304x192xf32>
    %c224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2255 = stablehlo.reduce(%v2254 init: %c224) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2256 = stablehlo.reduce(%v1342 init: %c225) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2257 = stablehlo.broadcast_in_dim %v2256, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2258 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2259 = stablehlo.multiply %v2257, %v2258 : tensor<6304x192xf32>
    %v2260 = stablehlo.subtract %v1342, %v2259 : tensor<6304x192xf32>
    %v2261 = stablehlo.multiply %v2260, %v2260 : tensor<6304x192xf32>
    %c226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2262 = stablehlo.reduce(%v2261 init: %c226) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2263 = stablehlo.broadcast_in_dim %v2262, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2264 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2265 = stablehlo.multiply %v2263, %v2264 : tensor<6304x192xf32>
    %v2266 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2267 = stablehlo.add %v2265, %v2266 : tensor<6304x192xf32>
    %v2268 = stablehlo.rsqrt %v2267 : tensor<6304x192xf32>
    %c227 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2269 = stablehlo.reduce(%v2253 init: %c227) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2270 = stablehlo.broadcast_in_dim %v2269, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2271 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2272 = stablehlo.multiply %v2270, %v2271 : tensor<6304x192xf32>
    %v2273 = stablehlo.multiply %v2253, %v1356 : tensor<6304x192xf32>
    %c228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2274 = stablehlo.reduce(%v2273 init: %c228) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2275 = stablehlo.broadcast_in_dim %v2274, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2276 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2277 = stablehlo.multiply %v2275, %v2276 : tensor<6304x192xf32>
    %v2278 = stablehlo.multiply %v1356, %v2277 : tensor<6304x192xf32>
    %v2279 = stablehlo.subtract %v2253, %v2272 : tensor<6304x192xf32>
    %v2280 = stablehlo.subtract %v2279, %v2278 : tensor<6304x192xf32>
    %v2281 = stablehlo.multiply %v2268, %v2280 : tensor<6304x192xf32>
    %v2282 = stablehlo.add %v2212, %v2281 : tensor<6304x192xf32>
    %v2283 = stablehlo.dot_general %v2282, %v1287, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2284 = stablehlo.dot_general %v1338, %v2282, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2285 = stablehlo.reduce(%v2282 init: %c229) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2286 = stablehlo.reshape %v1317 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2287 = stablehlo.transpose %v2286, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2288 = "stablehlo.slice"(%v2287) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2289 = stablehlo.reshape %v2288 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2290 = "stablehlo.slice"(%v2287) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2291 = stablehlo.reshape %v2290 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2292 = "stablehlo.slice"(%v2287) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2293 = stablehlo.reshape %v2292 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2294 = stablehlo.dot_general %v2289, %v2291, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2295 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2296 = stablehlo.multiply %v2294, %v2295 : tensor<32x3x197x197xf32>
    %c230 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2297 = stablehlo.reduce(%v2296 init: %c230) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2298 = stablehlo.broadcast_in_dim %v2297, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2299 = stablehlo.subtract %v2296, %v2298 : tensor<32x3x197x197xf32>
    %v2300 = stablehlo.exponential %v2299 : tensor<32x3x197x197xf32>
    %c231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2301 = stablehlo.reduce(%v2300 init: %c231) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2302 = stablehlo.broadcast_in_dim %v2301, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2303 = stablehlo.divide %v2300, %v2302 : tensor<32x3x197x197xf32>
    %v2304 = stablehlo.reshape %v2283 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2305 = stablehlo.transpose %v2304, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2306 = stablehlo.dot_general %v2303, %v2305, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2307 = stablehlo.dot_general %v2305, %v2293, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2308 = stablehlo.multiply %v2303, %v2307 : tensor<32x3x197x197xf32>
    %c232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2309 = stablehlo.reduce(%v2308 init: %c232) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2310 = stablehlo.broadcast_in_dim %v2309, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2311 = stablehlo.subtract %v2307, %v2310 : tensor<32x3x197x197xf32>
    %v2312 = stablehlo.multiply %v2303, %v2311 : tensor<32x3x197x197xf32>
    %v2313 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2314 = stablehlo.multiply %v2312, %v2313 : tensor<32x3x197x197xf32>
    %v2315 = stablehlo.dot_general %v2314, %v2291, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2316 = stablehlo.dot_general %v2314, %v2289, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2317 = stablehlo.reshape %v2315 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2318 = stablehlo.reshape %v2316 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2319 = stablehlo.reshape %v2306 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2320 = stablehlo.concatenate %v2317, %v2318, %v2319, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2321 = stablehlo.transpose %v2320, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2322 = stablehlo.reshape %v2321 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2323 = stablehlo.dot_general %v2322, %v1284, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2324 = stablehlo.dot_general %v1314, %v2322, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2325 = stablehlo.reduce(%v2322 init: %c233) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2330 = stablehlo.reduce(%v2323 init: %c234) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2331 = stablehlo.broadcast_in_dim %v1281, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2332 = stablehlo.multiply %v2323, %v2331 : tensor<6304x192xf32>
    %v2333 = stablehlo.multiply %v1310, %v2323 : tensor<6304x192xf32>
    %c235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2334 = stablehlo.reduce(%v2333 init: %c235) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c236 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2335 = stablehlo.reduce(%v1280 init: %c236) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2336 = stablehlo.broadcast_in_dim %v2335, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2337 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2338 = stablehlo.multiply %v2336, %v2337 : tensor<6304x192xf32>
    %v2339 = stablehlo.subtract %v1280, %v2338 : tensor<6304x192xf32>
    %v2340 = stablehlo.multiply %v2339, %v2339 : tensor<6304x192xf32>
    %c237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2341 = stablehlo.reduce(%v2340 init: %c237) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2342 = stablehlo.broadcast_in_dim %v2341, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2343 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2344 = stablehlo.multiply %v2342, %v2343 : tensor<6304x192xf32>
    %v2345 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2346 = stablehlo.add %v2344, %v2345 : tensor<6304x192xf32>
    %v2347 = stablehlo.rsqrt %v2346 : tensor<6304x192xf32>
    %c238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2348 = stablehlo.reduce(%v2332 init: %c238) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2349 = stablehlo.broadcast_in_dim %v2348, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2350 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2351 = stablehlo.multiply %v2349, %v2350 : tensor<6304x192xf32>
    %v2352 = stablehlo.multiply %v2332, %v1310 : tensor<6304x192xf32>
    %c239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2353 = stablehlo.reduce(%v2352 init: %c239) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2354 = stablehlo.broadcast_in_dim %v2353, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2355 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2356 = stablehlo.multiply %v2354, %v2355 : tensor<6304x192xf32>
    %v2357 = stablehlo.multiply %v1310, %v2356 : tensor<6304x192xf32>
    %v2358 = stablehlo.subtract %v2332, %v2351 : tensor<6304x192xf32>
    %v2359 = stablehlo.subtract %v2358, %v2357 : tensor<6304x192xf32>
    %v2360 = stablehlo.multiply %v2347, %v2359 : tensor<6304x192xf32>
    %v2361 = stablehlo.add %v2282, %v2360 : tensor<6304x192xf32>
    %v2374 = stablehlo.dot_general %v2361, %v1200, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2375 = stablehlo.dot_general %v1276, %v2361, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2376 = stablehlo.reduce(%v2361 init: %c240) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2377 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2378 = stablehlo.multiply %v1268, %v2377 : tensor<6304x768xf32>
    %v2379 = chlo.erf %v2378 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2380 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2381 = stablehlo.add %v2380, %v2379 : tensor<6304x768xf32>
    %v2382 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2383 = stablehlo.multiply %v2381, %v2382 : tensor<6304x768xf32>
    %v2384 = stablehlo.multiply %v1268, %v1268 : tensor<6304x768xf32>
    %v2385 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2386 = stablehlo.multiply %v2384, %v2385 : tensor<6304x768xf32>
    %v2387 = stablehlo.exponential %v2386 : tensor<6304x768xf32>
    %v2388 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2389 = stablehlo.multiply %v2387, %v2388 : tensor<6304x768xf32>
    %v2390 = stablehlo.multiply %v1268, %v2389 : tensor<6304x768xf32>
    %v2391 = stablehlo.add %v2383, %v2390 : tensor<6304x768xf32>
    %v2392 = stablehlo.multiply %v2374, %v2391 : tensor<6304x768xf32>
    %v2393 = stablehlo.dot_general %v2392, %v1197, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2394 = stablehlo.dot_general %v1265, %v2392, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2395 = stablehlo.reduce(%v2392 init: %c241) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2400 = stablehlo.reduce(%v2393 init: %c242) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2401 = stablehlo.broadcast_in_dim %v1194, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2402 = stablehlo.multiply %v2393, %v2401 : tensor<6304x192xf32>
    %v2403 = stablehlo.multiply %v1261, %v2393 : tensor<6304x192xf32>
    %c243 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2404 = stablehlo.reduce(%v2403 init: %c243) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2405 = stablehlo.reduce(%v1247 init: %c244) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2406 = stablehlo.broadcast_in_dim %v2405, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2407 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2408 = stablehlo.multiply %v2406, %v2407 : tensor<6304x192xf32>
    %v2409 = stablehlo.subtract %v1247, %v2408 : tensor<6304x192xf32>
    %v2410 = stablehlo.multiply %v2409, %v2409 : tensor<6304x192xf32>
    %c245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2411 = stablehlo.reduce(%v2410 init: %c245) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2412 = stablehlo.broadcast_in_dim %v2411, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2413 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2414 = stablehlo.multiply %v2412, %v2413 : tensor<6304x192xf32>
    %v2415 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2416 = stablehlo.add %v2414, %v2415 : tensor<6304x192xf32>
    %v2417 = stablehlo.rsqrt %v2416 : tensor<6304x192xf32>
    %c246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2418 = stablehlo.reduce(%v2402 init: %c246) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2419 = stablehlo.broadcast_in_dim %v2418, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2420 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2421 = stablehlo.multiply %v2419, %v2420 : tensor<6304x192xf32>
    %v2422 = stablehlo.multiply %v2402, %v1261 : tensor<6304x192xf32>
    %c247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2423 = stablehlo.reduce(%v2422 init: %c247) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2424 = stablehlo.broadcast_in_dim %v2423, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2425 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2426 = stablehlo.multiply %v2424, %v2425 : tensor<6304x192xf32>
    %v2427 = stablehlo.multiply %v1261, %v2426 : tensor<6304x192xf32>
    %v2428 = stablehlo.subtract %v2402, %v2421 : tensor<6304x192xf32>
    %v2429 = stablehlo.subtract %v2428, %v2427 : tensor<6304x192xf32>
    %v2430 = stablehlo.multiply %v2417, %v2429 : tensor<6304x192xf32>
    %v2431 = stablehlo.add %v2361, %v2430 : tensor<6304x192xf32>
    %v2432 = stablehlo.dot_general %v2431, %v1192, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2433 = stablehlo.dot_general %v1243, %v2431, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2434 = stablehlo.reduce(%v2431 init: %c248) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2435 = stablehlo.reshape %v1222 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2436 = stablehlo.transpose %v2435, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2437 = "stablehlo.slice"(%v2436) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2438 = stablehlo.reshape %v2437 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2439 = "stablehlo.slice"(%v2436) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2440 = stablehlo.reshape %v2439 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2441 = "stablehlo.slice"(%v2436) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2442 = stablehlo.reshape %v2441 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2443 = stablehlo.dot_general %v2438, %v2440, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2444 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2445 = stablehlo.multiply %v2443, %v2444 : tensor<32x3x197x197xf32>
    %c249 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2446 = stablehlo.reduce(%v2445 init: %c249) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2447 = stablehlo.broadcast_in_dim %v2446, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2448 = stablehlo.subtract %v2445, %v2447 : tensor<32x3x197x197xf32>
    %v2449 = stablehlo.exponential %v2448 : tensor<32x3x197x197xf32>
    %c250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2450 = stablehlo.reduce(%v2449 init: %c250) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2451 = stablehlo.broadcast_in_dim %v2450, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2452 = stablehlo.divide %v2449, %v2451 : tensor<32x3x197x197xf32>
    %v2453 = stablehlo.reshape %v2432 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2454 = stablehlo.transpose %v2453, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2455 = stablehlo.dot_general %v2452, %v2454, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2456 = stablehlo.dot_general %v2454, %v2442, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2457 = stablehlo.multiply %v2452, %v2456 : tensor<32x3x197x197xf32>
    %c251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2458 = stablehlo.reduce(%v2457 init: %c251) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2459 = stablehlo.broadcast_in_dim %v2458, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2460 = stablehlo.subtract %v2456, %v2459 : tensor<32x3x197x197xf32>
    %v2461 = stablehlo.multiply %v2452, %v2460 : tensor<32x3x197x197xf32>
    %v2462 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2463 = stablehlo.multiply %v2461, %v2462 : tensor<32x3x197x197xf32>
    %v2464 = stablehlo.dot_general %v2463, %v2440, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2465 = stablehlo.dot_general %v2463, %v2438, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2466 = stablehlo.reshape %v2464 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2467 = stablehlo.reshape %v2465 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2468 = stablehlo.reshape %v2455 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2469 = stablehlo.concatenate %v2466, %v2467, %v2468, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2470 = stablehlo.transpose %v2469, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2471 = stablehlo.reshape %v2470 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2472 = stablehlo.dot_general %v2471, %v1189, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2473 = stablehlo.dot_general %v1219, %v2471, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2474 = stablehlo.reduce(%v2471 init: %c252) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2479 = stablehlo.reduce(%v2472 init: %c253) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2480 = stablehlo.broadcast_in_dim %v1186, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2481 = stablehlo.multiply %v2472, %v2480 : tensor<6304x192xf32>
    %v2482 = stablehlo.multiply %v1215, %v2472 : tensor<6304x192xf32>
    %c254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2483 = stablehlo.reduce(%v2482 init: %c254) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c255 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2484 = stablehlo.reduce(%v1185 init: %c255) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2485 = stablehlo.broadcast_in_dim %v2484, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2486 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2487 = stablehlo.multiply %v2485, %v2486 : tensor<6304x192xf32>
    %v2488 = stablehlo.subtract %v1185, %v2487 : tensor<6304x192xf32>
    %v2489 = stablehlo.multiply %v2488, %v2488 : tensor<6304x192xf32>
    %c256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2490 = stablehlo.reduce(%v2489 init: %c256) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2491 = stablehlo.broadcast_in_dim %v2490, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2492 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2493 = stablehlo.multiply %v2491, %v2492 : tensor<6304x192xf32>
    %v2494 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2495 = stablehlo.add %v2493, %v2494 : tensor<6304x192xf32>
    %v2496 = stablehlo.rsqrt %v2495 : tensor<6304x192xf32>
    %c257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2497 = stablehlo.reduce(%v2481 init: %c257) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2498 = stablehlo.broadcast_in_dim %v2497, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2499 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2500 = stablehlo.multiply %v2498, %v2499 : tensor<6304x192xf32>
    %v2501 = stablehlo.multiply %v2481, %v1215 : tensor<6304x192xf32>
    %c258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2502 = stablehlo.reduce(%v2501 init: %c258) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2503 = stablehlo.broadcast_in_dim %v2502, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2504 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2505 = stablehlo.multiply %v2503, %v2504 : tensor<6304x192xf32>
    %v2506 = stablehlo.multiply %v1215, %v2505 : tensor<6304x192xf32>
    %v2507 = stablehlo.subtract %v2481, %v2500 : tensor<6304x192xf32>
    %v2508 = stablehlo.subtract %v2507, %v2506 : tensor<6304x192xf32>
    %v2509 = stablehlo.multiply %v2496, %v2508 : tensor<6304x192xf32>
    %v2510 = stablehlo.add %v2431, %v2509 : tensor<6304x192xf32>
    %v2523 = stablehlo.dot_general %v2510, %v1105, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2524 = stablehlo.dot_general %v1181, %v2510, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2525 = stablehlo.reduce(%v2510 init: %c259) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2526 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2527 = stablehlo.multiply %v1173, %v2526 : tensor<6304x768xf32>
    %v2528 = chlo.erf %v2527 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2529 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2530 = stablehlo.add %v2529, %v2528 : tensor<6304x768xf32>
    %v2531 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2532 = stablehlo.multiply %v2530, %v2531 : tensor<6304x768xf32>
    %v2533 = stablehlo.multiply %v1173, %v1173 : tensor<6304x768xf32>
    %v2534 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2535 = stablehlo.multiply %v2533, %v2534 : tensor<6304x768xf32>
    %v2536 = stablehlo.exponential %v2535 : tensor<6304x768xf32>
    %v2537 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2538 = stablehlo.multiply %v2536, %v2537 : tensor<6304x768xf32>
    %v2539 = stablehlo.multiply %v1173, %v2538 : tensor<6304x768xf32>
    %v2540 = stablehlo.add %v2532, %v2539 : tensor<6304x768xf32>
    %v2541 = stablehlo.multiply %v2523, %v2540 : tensor<6304x768xf32>
    %v2542 = stablehlo.dot_general %v2541, %v1102, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2543 = stablehlo.dot_general %v1170, %v2541, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2544 = stablehlo.reduce(%v2541 init: %c260) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c261 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2549 = stablehlo.reduce(%v2542 init: %c261) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2550 = stablehlo.broadcast_in_dim %v1099, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2551 = stablehlo.multiply %v2542, %v2550 : tensor<6304x192xf32>
    %v2552 = stablehlo.multiply %v1166, %v2542 : tensor<6304x192xf32>
    %c262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2553 = stablehlo.reduce(%v2552 init: %c262) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2554 = stablehlo.reduce(%v1152 init: %c263) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2555 = stablehlo.broadcast_in_dim %v2554, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2556 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2557 = stablehlo.multiply %v2555, %v2556 : tensor<6304x192xf32>
    %v2558 = stablehlo.subtract %v1152, %v2557 : tensor<6304x192xf32>
    %v2559 = stablehlo.multiply %v2558, %v2558 : tensor<6304x192xf32>
    %c264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2560 = stablehlo.reduce(%v2559 init: %c264) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2561 = stablehlo.broadcast_in_dim %v2560, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2562 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2563 = stablehlo.multiply %v2561, %v2562 : tensor<6304x192xf32>
    %v2564 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2565 = stablehlo.add %v2563, %v2564 : tensor<6304x192xf32>
    %v2566 = stablehlo.rsqrt %v2565 : tensor<6304x192xf32>
    %c265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2567 = stablehlo.reduce(%v2551 init: %c265) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2568 = stablehlo.broadcast_in_dim %v2567, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2569 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2570 = stablehlo.multiply %v2568, %v2569 : tensor<6304x192xf32>
    %v2571 = stablehlo.multiply %v2551, %v1166 : tensor<6304x192xf32>
    %c266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2572 = stablehlo.reduce(%v2571 init: %c266) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2573 = stablehlo.broadcast_in_dim %v2572, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2574 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2575 = stablehlo.multiply %v2573, %v2574 : tensor<6304x192xf32>
    %v2576 = stablehlo.multiply %v1166, %v2575 : tensor<6304x192xf32>
    %v2577 = stablehlo.subtract %v2551, %v2570 : tensor<6304x192xf32>
    %v2578 = stablehlo.subtract %v2577, %v2576 : tensor<6304x192xf32>
    %v2579 = stablehlo.multiply %v2566, %v2578 : tensor<6304x192xf32>
    %v2580 = stablehlo.add %v2510, %v2579 : tensor<6304x192xf32>
    %v2581 = stablehlo.dot_general %v2580, %v1097, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2582 = stablehlo.dot_general %v1148, %v2580, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2583 = stablehlo.reduce(%v2580 init: %c267) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2584 = stablehlo.reshape %v1127 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2585 = stablehlo.transpose %v2584, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2586 = "stablehlo.slice"(%v2585) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2587 = stablehlo.reshape %v2586 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2588 = "stablehlo.slice"(%v2585) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2589 = stablehlo.reshape %v2588 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2590 = "stablehlo.slice"(%v2585) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2591 = stablehlo.reshape %v2590 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2592 = stablehlo.dot_general %v2587, %v2589, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2593 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2594 = stablehlo.multiply %v2592, %v2593 : tensor<32x3x197x197xf32>
    %c268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2595 = stablehlo.reduce(%v2594 init: %c268) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2596 = stablehlo.broadcast_in_dim %v2595, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2597 = stablehlo.subtract %v2594, %v2596 : tensor<32x3x197x197xf32>
    %v2598 = stablehlo.exponential %v2597 : tensor<32x3x197x197xf32>
    %c269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2599 = stablehlo.reduce(%v2598 init: %c269) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2600 = stablehlo.broadcast_in_dim %v2599, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2601 = stablehlo.divide %v2598, %v2600 : tensor<32x3x197x197xf32>
    %v2602 = stablehlo.reshape %v2581 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2603 = stablehlo.transpose %v2602, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2604 = stablehlo.dot_general %v2601, %v2603, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2605 = stablehlo.dot_general %v2603, %v2591, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2606 = stablehlo.multiply %v2601, %v2605 : tensor<32x3x197x197xf32>
    %c270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2607 = stablehlo.reduce(%v2606 init: %c270) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2608 = stablehlo.broadcast_in_dim %v2607, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2609 = stablehlo.subtract %v2605, %v2608 : tensor<32x3x197x197xf32>
    %v2610 = stablehlo.multiply %v2601, %v2609 : tensor<32x3x197x197xf32>
    %v2611 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2612 = stablehlo.multiply %v2610, %v2611 : tensor<32x3x197x197xf32>
    %v2613 = stablehlo.dot_general %v2612, %v2589, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2614 = stablehlo.dot_general %v2612, %v2587, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2615 = stablehlo.reshape %v2613 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2616 = stablehlo.reshape %v2614 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2617 = stablehlo.reshape %v2604 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2618 = stablehlo.concatenate %v2615, %v2616, %v2617, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2619 = stablehlo.transpose %v2618, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2620 = stablehlo.reshape %v2619 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2621 = stablehlo.dot_general %v2620, %v1094, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2622 = stablehlo.dot_general %v1124, %v2620, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2623 = stablehlo.reduce(%v2620 init: %c271) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2628 = stablehlo.reduce(%v2621 init: %c272) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2629 = stablehlo.broadcast_in_dim %v1091, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2630 = stablehlo.multiply %v2621, %v2629 : tensor<6304x192xf32>
    %v2631 = stablehlo.multiply %v1120, %v2621 : tensor<6304x192xf32>
    %c273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2632 = stablehlo.reduce(%v2631 init: %c273) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c274 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2633 = stablehlo.reduce(%v1090 init: %c274) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2634 = stablehlo.broadcast_in_dim %v2633, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2635 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2636 = stablehlo.multiply %v2634, %v2635 : tensor<6304x192xf32>
    %v2637 = stablehlo.subtract %v1090, %v2636 : tensor<6304x192xf32>
    %v2638 = stablehlo.multiply %v2637, %v2637 : tensor<6304x192xf32>
    %c275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2639 = stablehlo.reduce(%v2638 init: %c275) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2640 = stablehlo.broadcast_in_dim %v2639, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2641 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2642 = stablehlo.multiply %v2640, %v2641 : tensor<6304x192xf32>
    %v2643 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2644 = stablehlo.add %v2642, %v2643 : tensor<6304x192xf32>
    %v2645 = stablehlo.rsqrt %v2644 : tensor<6304x192xf32>
    %c276 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2646 = stablehlo.reduce(%v2630 init: %c276) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2647 = stablehlo.broadcast_in_dim %v2646, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2648 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2649 = stablehlo.multiply %v2647, %v2648 : tensor<6304x192xf32>
    %v2650 = stablehlo.multiply %v2630, %v1120 : tensor<6304x192xf32>
    %c277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2651 = stablehlo.reduce(%v2650 init: %c277) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2652 = stablehlo.broadcast_in_dim %v2651, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2653 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2654 = stablehlo.multiply %v2652, %v2653 : tensor<6304x192xf32>
    %v2655 = stablehlo.multiply %v1120, %v2654 : tensor<6304x192xf32>
    %v2656 = stablehlo.subtract %v2630, %v2649 : tensor<6304x192xf32>
    %v2657 = stablehlo.subtract %v2656, %v2655 : tensor<6304x192xf32>
    %v2658 = stablehlo.multiply %v2645, %v2657 : tensor<6304x192xf32>
    %v2659 = stablehlo.add %v2580, %v2658 : tensor<6304x192xf32>
    %v2672 = stablehlo.dot_general %v2659, %v1010, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2673 = stablehlo.dot_general %v1086, %v2659, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2674 = stablehlo.reduce(%v2659 init: %c278) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2675 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2676 = stablehlo.multiply %v1078, %v2675 : tensor<6304x768xf32>
    %v2677 = chlo.erf %v2676 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2678 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2679 = stablehlo.add %v2678, %v2677 : tensor<6304x768xf32>
    %v2680 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2681 = stablehlo.multiply %v2679, %v2680 : tensor<6304x768xf32>
    %v2682 = stablehlo.multiply %v1078, %v1078 : tensor<6304x768xf32>
    %v2683 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2684 = stablehlo.multiply %v2682, %v2683 : tensor<6304x768xf32>
    %v2685 = stablehlo.exponential %v2684 : tensor<6304x768xf32>
    %v2686 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2687 = stablehlo.multiply %v2685, %v2686 : tensor<6304x768xf32>
    %v2688 = stablehlo.multiply %v1078, %v2687 : tensor<6304x768xf32>
    %v2689 = stablehlo.add %v2681, %v2688 : tensor<6304x768xf32>
    %v2690 = stablehlo.multiply %v2672, %v2689 : tensor<6304x768xf32>
    %v2691 = stablehlo.dot_general %v2690, %v1007, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2692 = stablehlo.dot_general %v1075, %v2690, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2693 = stablehlo.reduce(%v2690 init: %c279) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2698 = stablehlo.reduce(%v2691 init: %c280) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2699 = stablehlo.broadcast_in_dim %v1004, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2700 = stablehlo.multiply %v2691, %v2699 : tensor<6304x192xf32>
    %v2701 = stablehlo.multiply %v1071, %v2691 : tensor<6304x192xf32>
    %c281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2702 = stablehlo.reduce(%v2701 init: %c281) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2703 = stablehlo.reduce(%v1057 init: %c282) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2704 = stablehlo.broadcast_in_dim %v2703, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2705 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2706 = stablehlo.multiply %v2704, %v2705 : tensor<6304x192xf32>
    %v2707 = stablehlo.subtract %v1057, %v2706 : tensor<6304x192xf32>
    %v2708 = stablehlo.multiply %v2707, %v2707 : tensor<6304x192xf32>
    %c283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2709 = stablehlo.reduce(%v2708 init: %c283) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2710 = stablehlo.broadcast_in_dim %v2709, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2711 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2712 = stablehlo.multiply %v2710, %v2711 : tensor<6304x192xf32>
    %v2713 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2714 = stablehlo.add %v2712, %v2713 : tensor<6304x192xf32>
    %v2715 = stablehlo.rsqrt %v2714 : tensor<6304x192xf32>
    %c284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2716 = stablehlo.reduce(%v2700 init: %c284) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2717 = stablehlo.broadcast_in_dim %v2716, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2718 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2719 = stablehlo.multiply %v2717, %v2718 : tensor<6304x192xf32>
    %v2720 = stablehlo.multiply %v2700, %v1071 : tensor<6304x192xf32>
    %c285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2721 = stablehlo.reduce(%v2720 init: %c285) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2722 = stablehlo.broadcast_in_dim %v2721, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2723 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2724 = stablehlo.multiply %v2722, %v2723 : tensor<6304x192xf32>
    %v2725 = stablehlo.multiply %v1071, %v2724 : tensor<6304x192xf32>
    %v2726 = stablehlo.subtract %v2700, %v2719 : tensor<6304x192xf32>
    %v2727 = stablehlo.subtract %v2726, %v2725 : tensor<6304x192xf32>
    %v2728 = stablehlo.multiply %v2715, %v2727 : tensor<6304x192xf32>
    %v2729 = stablehlo.add %v2659, %v2728 : tensor<6304x192xf32>
    %v2730 = stablehlo.dot_general %v2729, %v1002, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2731 = stablehlo.dot_general %v1053, %v2729, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2732 = stablehlo.reduce(%v2729 init: %c286) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2733 = stablehlo.reshape %v1032 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2734 = stablehlo.transpose %v2733, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2735 = "stablehlo.slice"(%v2734) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2736 = stablehlo.reshape %v2735 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2737 = "stablehlo.slice"(%v2734) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2738 = stablehlo.reshape %v2737 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2739 = "stablehlo.slice"(%v2734) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2740 = stablehlo.reshape %v2739 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2741 = stablehlo.dot_general %v2736, %v2738, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2742 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2743 = stablehlo.multiply %v2741, %v2742 : tensor<32x3x197x197xf32>
    %c287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2744 = stablehlo.reduce(%v2743 init: %c287) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2745 = stablehlo.broadcast_in_dim %v2744, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2746 = stablehlo.subtract %v2743, %v2745 : tensor<32x3x197x197xf32>
    %v2747 = stablehlo.exponential %v2746 : tensor<32x3x197x197xf32>
    %c288 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2748 = stablehlo.reduce(%v2747 init: %c288) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2749 = stablehlo.broadcast_in_dim %v2748, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2750 = stablehlo.divide %v2747, %v2749 : tensor<32x3x197x197xf32>
    %v2751 = stablehlo.reshape %v2730 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2752 = stablehlo.transpose %v2751, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2753 = stablehlo.dot_general %v2750, %v2752, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2754 = stablehlo.dot_general %v2752, %v2740, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2755 = stablehlo.multiply %v2750, %v2754 : tensor<32x3x197x197xf32>
    %c289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2756 = stablehlo.reduce(%v2755 init: %c289) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2757 = stablehlo.broadcast_in_dim %v2756, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2758 = stablehlo.subtract %v2754, %v2757 : tensor<32x3x197x197xf32>
    %v2759 = stablehlo.multiply %v2750, %v2758 : tensor<32x3x197x197xf32>
    %v2760 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2761 = stablehlo.multiply %v2759, %v2760 : tensor<32x3x197x197xf32>
    %v2762 = stablehlo.dot_general %v2761, %v2738, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2763 = stablehlo.dot_general %v2761, %v2736, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2764 = stablehlo.reshape %v2762 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2765 = stablehlo.reshape %v2763 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2766 = stablehlo.reshape %v2753 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2767 = stablehlo.concatenate %v2764, %v2765, %v2766, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2768 = stablehlo.transpose %v2767, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2769 = stablehlo.reshape %v2768 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2770 = stablehlo.dot_general %v2769, %v999, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2771 = stablehlo.dot_general %v1029, %v2769, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2772 = stablehlo.reduce(%v2769 init: %c290) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2777 = stablehlo.reduce(%v2770 init: %c291) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2778 = stablehlo.broadcast_in_dim %v996, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2779 = stablehlo.multiply %v2770, %v2778 : tensor<6304x192xf32>
    %v2780 = stablehlo.multiply %v1025, %v2770 : tensor<6304x192xf32>
    %c292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2781 = stablehlo.reduce(%v2780 init: %c292) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2782 = stablehlo.reduce(%v995 init: %c293) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2783 = stablehlo.broadcast_in_dim %v2782, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2784 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2785 = stablehlo.multiply %v2783, %v2784 : tensor<6304x192xf32>
    %v2786 = stablehlo.subtract %v995, %v2785 : tensor<6304x192xf32>
    %v2787 = stablehlo.multiply %v2786, %v2786 : tensor<6304x192xf32>
    %c294 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2788 = stablehlo.reduce(%v2787 init: %c294) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2789 = stablehlo.broadcast_in_dim %v2788, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2790 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2791 = stablehlo.multiply %v2789, %v2790 : tensor<6304x192xf32>
    %v2792 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2793 = stablehlo.add %v2791, %v2792 : tensor<6304x192xf32>
    %v2794 = stablehlo.rsqrt %v2793 : tensor<6304x192xf32>
    %c295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2795 = stablehlo.reduce(%v2779 init: %c295) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2796 = stablehlo.broadcast_in_dim %v2795, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2797 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2798 = stablehlo.multiply %v2796, %v2797 : tensor<6304x192xf32>
    %v2799 = stablehlo.multiply %v2779, %v1025 : tensor<6304x192xf32>
    %c296 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2800 = stablehlo.reduce(%v2799 init: %c296) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2801 = stablehlo.broadcast_in_dim %v2800, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2802 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2803 = stablehlo.multiply %v2801, %v2802 : tensor<6304x192xf32>
    %v2804 = stablehlo.multiply %v1025, %v2803 : tensor<6304x192xf32>
    %v2805 = stablehlo.subtract %v2779, %v2798 : tensor<6304x192xf32>
    %v2806 = stablehlo.subtract %v2805, %v2804 : tensor<6304x192xf32>
    %v2807 = stablehlo.multiply %v2794, %v2806 : tensor<6304x192xf32>
    %v2808 = stablehlo.add %v2729, %v2807 : tensor<6304x192xf32>
    %v2821 = stablehlo.dot_general %v2808, %v915, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2822 = stablehlo.dot_general %v991, %v2808, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2823 = stablehlo.reduce(%v2808 init: %c297) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2824 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2825 = stablehlo.multiply %v983, %v2824 : tensor<6304x768xf32>
    %v2826 = chlo.erf %v2825 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2827 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2828 = stablehlo.add %v2827, %v2826 : tensor<6304x768xf32>
    %v2829 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2830 = stablehlo.multiply %v2828, %v2829 : tensor<6304x768xf32>
    %v2831 = stablehlo.multiply %v983, %v983 : tensor<6304x768xf32>
    %v2832 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2833 = stablehlo.multiply %v2831, %v2832 : tensor<6304x768xf32>
    %v2834 = stablehlo.exponential %v2833 : tensor<6304x768xf32>
    %v2835 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2836 = stablehlo.multiply %v2834, %v2835 : tensor<6304x768xf32>
    %v2837 = stablehlo.multiply %v983, %v2836 : tensor<6304x768xf32>
    %v2838 = stablehlo.add %v2830, %v2837 : tensor<6304x768xf32>
    %v2839 = stablehlo.multiply %v2821, %v2838 : tensor<6304x768xf32>
    %v2840 = stablehlo.dot_general %v2839, %v912, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2841 = stablehlo.dot_general %v980, %v2839, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2842 = stablehlo.reduce(%v2839 init: %c298) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2847 = stablehlo.reduce(%v2840 init: %c299) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2848 = stablehlo.broadcast_in_dim %v909, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2849 = stablehlo.multiply %v2840, %v2848 : tensor<6304x192xf32>
    %v2850 = stablehlo.multiply %v976, %v2840 : tensor<6304x192xf32>
    %c300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2851 = stablehlo.reduce(%v2850 init: %c300) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2852 = stablehlo.reduce(%v962 init: %c301) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2853 = stablehlo.broadcast_in_dim %v2852, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2854 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2855 = stablehlo.multiply %v2853, %v2854 : tensor<6304x192xf32>
    %v2856 = stablehlo.subtract %v962, %v2855 : tensor<6304x192xf32>
    %v2857 = stablehlo.multiply %v2856, %v2856 : tensor<6304x192xf32>
    %c302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2858 = stablehlo.reduce(%v2857 init: %c302) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2859 = stablehlo.broadcast_in_dim %v2858, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2860 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2861 = stablehlo.multiply %v2859, %v2860 : tensor<6304x192xf32>
    %v2862 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2863 = stablehlo.add %v2861, %v2862 : tensor<6304x192xf32>
    %v2864 = stablehlo.rsqrt %v2863 : tensor<6304x192xf32>
    %c303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2865 = stablehlo.reduce(%v2849 init: %c303) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2866 = stablehlo.broadcast_in_dim %v2865, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2867 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2868 = stablehlo.multiply %v2866, %v2867 : tensor<6304x192xf32>
    %v2869 = stablehlo.multiply %v2849, %v976 : tensor<6304x192xf32>
    %c304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2870 = stablehlo.reduce(%v2869 init: %c304) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2871 = stablehlo.broadcast_in_dim %v2870, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2872 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2873 = stablehlo.multiply %v2871, %v2872 : tensor<6304x192xf32>
    %v2874 = stablehlo.multiply %v976, %v2873 : tensor<6304x192xf32>
    %v2875 = stablehlo.subtract %v2849, %v2868 : tensor<6304x192xf32>
    %v2876 = stablehlo.subtract %v2875, %v2874 : tensor<6304x192xf32>
    %v2877 = stablehlo.multiply %v2864, %v2876 : tensor<6304x192xf32>
    %v2878 = stablehlo.add %v2808, %v2877 : tensor<6304x192xf32>
    %v2879 = stablehlo.dot_general %v2878, %v907, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2880 = stablehlo.dot_general %v958, %v2878, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2881 = stablehlo.reduce(%v2878 init: %c305) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2882 = stablehlo.reshape %v937 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2883 = stablehlo.transpose %v2882, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2884 = "stablehlo.slice"(%v2883) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2885 = stablehlo.reshape %v2884 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2886 = "stablehlo.slice"(%v2883) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2887 = stablehlo.reshape %v2886 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2888 = "stablehlo.slice"(%v2883) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2889 = stablehlo.reshape %v2888 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2890 = stablehlo.dot_general %v2885, %v2887, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2891 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2892 = stablehlo.multiply %v2890, %v2891 : tensor<32x3x197x197xf32>
    %c306 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2893 = stablehlo.reduce(%v2892 init: %c306) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2894 = stablehlo.broadcast_in_dim %v2893, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2895 = stablehlo.subtract %v2892, %v2894 : tensor<32x3x197x197xf32>
    %v2896 = stablehlo.exponential %v2895 : tensor<32x3x197x197xf32>
    %c307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2897 = stablehlo.reduce(%v2896 init: %c307) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2898 = stablehlo.broadcast_in_dim %v2897, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2899 = stablehlo.divide %v2896, %v2898 : tensor<32x3x197x197xf32>
    %v2900 = stablehlo.reshape %v2879 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2901 = stablehlo.transpose %v2900, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2902 = stablehlo.dot_general %v2899, %v2901, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2903 = stablehlo.dot_general %v2901, %v2889, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2904 = stablehlo.multiply %v2899, %v2903 : tensor<32x3x197x197xf32>
    %c308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2905 = stablehlo.reduce(%v2904 init: %c308) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2906 = stablehlo.broadcast_in_dim %v2905, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2907 = stablehlo.subtract %v2903, %v2906 : tensor<32x3x197x197xf32>
    %v2908 = stablehlo.multiply %v2899, %v2907 : tensor<32x3x197x197xf32>
    %v2909 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2910 = stablehlo.multiply %v2908, %v2909 : tensor<32x3x197x197xf32>
    %v2911 = stablehlo.dot_general %v2910, %v2887, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2912 = stablehlo.dot_general %v2910, %v2885, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2913 = stablehlo.reshape %v2911 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2914 = stablehlo.reshape %v2912 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2915 = stablehlo.reshape %v2902 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2916 = stablehlo.concatenate %v2913, %v2914, %v2915, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2917 = stablehlo.transpose %v2916, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2918 = stablehlo.reshape %v2917 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2919 = stablehlo.dot_general %v2918, %v904, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2920 = stablehlo.dot_general %v934, %v2918, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c309 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2921 = stablehlo.reduce(%v2918 init: %c309) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2926 = stablehlo.reduce(%v2919 init: %c310) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2927 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2928 = stablehlo.multiply %v2919, %v2927 : tensor<6304x192xf32>
    %v2929 = stablehlo.multiply %v930, %v2919 : tensor<6304x192xf32>
    %c311 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2930 = stablehlo.reduce(%v2929 init: %c311) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2931 = stablehlo.reduce(%v900 init: %c312) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2932 = stablehlo.broadcast_in_dim %v2931, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2933 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2934 = stablehlo.multiply %v2932, %v2933 : tensor<6304x192xf32>
    %v2935 = stablehlo.subtract %v900, %v2934 : tensor<6304x192xf32>
    %v2936 = stablehlo.multiply %v2935, %v2935 : tensor<6304x192xf32>
    %c313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2937 = stablehlo.reduce(%v2936 init: %c313) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2938 = stablehlo.broadcast_in_dim %v2937, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2939 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2940 = stablehlo.multiply %v2938, %v2939 : tensor<6304x192xf32>
    %v2941 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2942 = stablehlo.add %v2940, %v2941 : tensor<6304x192xf32>
    %v2943 = stablehlo.rsqrt %v2942 : tensor<6304x192xf32>
    %c314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2944 = stablehlo.reduce(%v2928 init: %c314) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2945 = stablehlo.broadcast_in_dim %v2944, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2946 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2947 = stablehlo.multiply %v2945, %v2946 : tensor<6304x192xf32>
    %v2948 = stablehlo.multiply %v2928, %v930 : tensor<6304x192xf32>
    %c315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2949 = stablehlo.reduce(%v2948 init: %c315) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2950 = stablehlo.broadcast_in_dim %v2949, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2951 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2952 = stablehlo.multiply %v2950, %v2951 : tensor<6304x192xf32>
    %v2953 = stablehlo.multiply %v930, %v2952 : tensor<6304x192xf32>
    %v2954 = stablehlo.subtract %v2928, %v2947 : tensor<6304x192xf32>
    %v2955 = stablehlo.subtract %v2954, %v2953 : tensor<6304x192xf32>
    %v2956 = stablehlo.multiply %v2943, %v2955 : tensor<6304x192xf32>
    %v2957 = stablehlo.add %v2878, %v2956 : tensor<6304x192xf32>
    %v2970 = stablehlo.dot_general %v2957, %v820, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2971 = stablehlo.dot_general %v896, %v2957, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c316 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2972 = stablehlo.reduce(%v2957 init: %c316) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2973 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2974 = stablehlo.multiply %v888, %v2973 : tensor<6304x768xf32>
    %v2975 = chlo.erf %v2974 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2976 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2977 = stablehlo.add %v2976, %v2975 : tensor<6304x768xf32>
    %v2978 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2979 = stablehlo.multiply %v2977, %v2978 : tensor<6304x768xf32>
    %v2980 = stablehlo.multiply %v888, %v888 : tensor<6304x768xf32>
    %v2981 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2982 = stablehlo.multiply %v2980, %v2981 : tensor<6304x768xf32>
    %v2983 = stablehlo.exponential %v2982 : tensor<6304x768xf32>
    %v2984 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2985 = stablehlo.multiply %v2983, %v2984 : tensor<6304x768xf32>
    %v2986 = stablehlo.multiply %v888, %v2985 : tensor<6304x768xf32>
    %v2987 = stablehlo.add %v2979, %v2986 : tensor<6304x768xf32>
    %v2988 = stablehlo.multiply %v2970, %v2987 : tensor<6304x768xf32>
    %v2989 = stablehlo.dot_general %v2988, %v817, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2990 = stablehlo.dot_general %v885, %v2988, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2991 = stablehlo.reduce(%v2988 init: %c317) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2996 = stablehlo.reduce(%v2989 init: %c318) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2997 = stablehlo.broadcast_in_dim %v814, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2998 = stablehlo.multiply %v2989, %v2997 : tensor<6304x192xf32>
    %v2999 = stablehlo.multiply %v881, %v2989 : tensor<6304x192xf32>
    %c319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3000 = stablehlo.reduce(%v2999 init: %c319) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3001 = stablehlo.reduce(%v867 init: %c320) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3002 = stablehlo.broadcast_in_dim %v3001, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3003 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3004 = stablehlo.multiply %v3002, %v3003 : tensor<6304x192xf32>
    %v3005 = stablehlo.subtract %v867, %v3004 : tensor<6304x192xf32>
    %v3006 = stablehlo.multiply %v3005, %v3005 : tensor<6304x192xf32>
    %c321 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3007 = stablehlo.reduce(%v3006 init: %c321) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3008 = stablehlo.broadcast_in_dim %v3007, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3009 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3010 = stablehlo.multiply %v3008, %v3009 : tensor<6304x192xf32>
    %v3011 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3012 = stablehlo.add %v3010, %v3011 : tensor<6304x192xf32>
    %v3013 = stablehlo.rsqrt %v3012 : tensor<6304x192xf32>
    %c322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3014 = stablehlo.reduce(%v2998 init: %c322) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3015 = stablehlo.broadcast_in_dim %v3014, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3016 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3017 = stablehlo.multiply %v3015, %v3016 : tensor<6304x192xf32>
    %v3018 = stablehlo.multiply %v2998, %v881 : tensor<6304x192xf32>
    %c323 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3019 = stablehlo.reduce(%v3018 init: %c323) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3020 = stablehlo.broadcast_in_dim %v3019, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3021 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3022 = stablehlo.multiply %v3020, %v3021 : tensor<6304x192xf32>
    %v3023 = stablehlo.multiply %v881, %v3022 : tensor<6304x192xf32>
    %v3024 = stablehlo.subtract %v2998, %v3017 : tensor<6304x192xf32>
    %v3025 = stablehlo.subtract %v3024, %v3023 : tensor<6304x192xf32>
    %v3026 = stablehlo.multiply %v3013, %v3025 : tensor<6304x192xf32>
    %v3027 = stablehlo.add %v2957, %v3026 : tensor<6304x192xf32>
    %v3028 = stablehlo.dot_general %v3027, %v812, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3029 = stablehlo.dot_general %v863, %v3027, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3030 = stablehlo.reduce(%v3027 init: %c324) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3031 = stablehlo.reshape %v842 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3032 = stablehlo.transpose %v3031, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3033 = "stablehlo.slice"(%v3032) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3034 = stablehlo.reshape %v3033 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3035 = "stablehlo.slice"(%v3032) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3036 = stablehlo.reshape %v3035 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3037 = "stablehlo.slice"(%v3032) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3038 = stablehlo.reshape %v3037 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3039 = stablehlo.dot_general %v3034, %v3036, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3040 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3041 = stablehlo.multiply %v3039, %v3040 : tensor<32x3x197x197xf32>
    %c325 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3042 = stablehlo.reduce(%v3041 init: %c325) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3043 = stablehlo.broadcast_in_dim %v3042, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3044 = stablehlo.subtract %v3041, %v3043 : tensor<32x3x197x197xf32>
    %v3045 = stablehlo.exponential %v3044 : tensor<32x3x197x197xf32>
    %c326 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3046 = stablehlo.reduce(%v3045 init: %c326) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3047 = stablehlo.broadcast_in_dim %v3046, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3048 = stablehlo.divide %v3045, %v3047 : tensor<32x3x197x197xf32>
    %v3049 = stablehlo.reshape %v3028 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3050 = stablehlo.transpose %v3049, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3051 = stablehlo.dot_general %v3048, %v3050, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3052 = stablehlo.dot_general %v3050, %v3038, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3053 = stablehlo.multiply %v3048, %v3052 : tensor<32x3x197x197xf32>
    %c327 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3054 = stablehlo.reduce(%v3053 init: %c327) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3055 = stablehlo.broadcast_in_dim %v3054, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3056 = stablehlo.subtract %v3052, %v3055 : tensor<32x3x197x197xf32>
    %v3057 = stablehlo.multiply %v3048, %v3056 : tensor<32x3x197x197xf32>
    %v3058 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3059 = stablehlo.multiply %v3057, %v3058 : tensor<32x3x197x197xf32>
    %v3060 = stablehlo.dot_general %v3059, %v3036, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3061 = stablehlo.dot_general %v3059, %v3034, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3062 = stablehlo.reshape %v3060 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3063 = stablehlo.reshape %v3061 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3064 = stablehlo.reshape %v3051 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3065 = stablehlo.concatenate %v3062, %v3063, %v3064, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3066 = stablehlo.transpose %v3065, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3067 = stablehlo.reshape %v3066 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3068 = stablehlo.dot_general %v3067, %v809, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3069 = stablehlo.dot_general %v839, %v3067, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c328 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3070 = stablehlo.reduce(%v3067 init: %c328) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c329 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3075 = stablehlo.reduce(%v3068 init: %c329) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3076 = stablehlo.broadcast_in_dim %v806, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3077 = stablehlo.multiply %v3068, %v3076 : tensor<6304x192xf32>
    %v3078 = stablehlo.multiply %v835, %v3068 : tensor<6304x192xf32>
    %c330 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3079 = stablehlo.reduce(%v3078 init: %c330) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3080 = stablehlo.reduce(%v805 init: %c331) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3081 = stablehlo.broadcast_in_dim %v3080, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3082 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3083 = stablehlo.multiply %v3081, %v3082 : tensor<6304x192xf32>
    %v3084 = stablehlo.subtract %v805, %v3083 : tensor<6304x192xf32>
    %v3085 = stablehlo.multiply %v3084, %v3084 : tensor<6304x192xf32>
    %c332 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3086 = stablehlo.reduce(%v3085 init: %c332) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3087 = stablehlo.broadcast_in_dim %v3086, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3088 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3089 = stablehlo.multiply %v3087, %v3088 : tensor<6304x192xf32>
    %v3090 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3091 = stablehlo.add %v3089, %v3090 : tensor<6304x192xf32>
    %v3092 = stablehlo.rsqrt %v3091 : tensor<6304x192xf32>
    %c333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3093 = stablehlo.reduce(%v3077 init: %c333) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3094 = stablehlo.broadcast_in_dim %v3093, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3095 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3096 = stablehlo.multiply %v3094, %v3095 : tensor<6304x192xf32>
    %v3097 = stablehlo.multiply %v3077, %v835 : tensor<6304x192xf32>
    %c334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3098 = stablehlo.reduce(%v3097 init: %c334) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3099 = stablehlo.broadcast_in_dim %v3098, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3100 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3101 = stablehlo.multiply %v3099, %v3100 : tensor<6304x192xf32>
    %v3102 = stablehlo.multiply %v835, %v3101 : tensor<6304x192xf32>
    %v3103 = stablehlo.subtract %v3077, %v3096 : tensor<6304x192xf32>
    %v3104 = stablehlo.subtract %v3103, %v3102 : tensor<6304x192xf32>
    %v3105 = stablehlo.multiply %v3092, %v3104 : tensor<6304x192xf32>
    %v3106 = stablehlo.add %v3027, %v3105 : tensor<6304x192xf32>
    %v3119 = stablehlo.dot_general %v3106, %v725, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3120 = stablehlo.dot_general %v801, %v3106, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c335 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3121 = stablehlo.reduce(%v3106 init: %c335) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3122 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3123 = stablehlo.multiply %v793, %v3122 : tensor<6304x768xf32>
    %v3124 = chlo.erf %v3123 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3125 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3126 = stablehlo.add %v3125, %v3124 : tensor<6304x768xf32>
    %v3127 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3128 = stablehlo.multiply %v3126, %v3127 : tensor<6304x768xf32>
    %v3129 = stablehlo.multiply %v793, %v793 : tensor<6304x768xf32>
    %v3130 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3131 = stablehlo.multiply %v3129, %v3130 : tensor<6304x768xf32>
    %v3132 = stablehlo.exponential %v3131 : tensor<6304x768xf32>
    %v3133 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3134 = stablehlo.multiply %v3132, %v3133 : tensor<6304x768xf32>
    %v3135 = stablehlo.multiply %v793, %v3134 : tensor<6304x768xf32>
    %v3136 = stablehlo.add %v3128, %v3135 : tensor<6304x768xf32>
    %v3137 = stablehlo.multiply %v3119, %v3136 : tensor<6304x768xf32>
    %v3138 = stablehlo.dot_general %v3137, %v722, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3139 = stablehlo.dot_general %v790, %v3137, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c336 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3140 = stablehlo.reduce(%v3137 init: %c336) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c337 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3145 = stablehlo.reduce(%v3138 init: %c337) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3146 = stablehlo.broadcast_in_dim %v719, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3147 = stablehlo.multiply %v3138, %v3146 : tensor<6304x192xf32>
    %v3148 = stablehlo.multiply %v786, %v3138 : tensor<6304x192xf32>
    %c338 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3149 = stablehlo.reduce(%v3148 init: %c338) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3150 = stablehlo.reduce(%v772 init: %c339) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3151 = stablehlo.broadcast_in_dim %v3150, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3152 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3153 = stablehlo.multiply %v3151, %v3152 : tensor<6304x192xf32>
    %v3154 = stablehlo.subtract %v772, %v3153 : tensor<6304x192xf32>
    %v3155 = stablehlo.multiply %v3154, %v3154 : tensor<6304x192xf32>
    %c340 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3156 = stablehlo.reduce(%v3155 init: %c340) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3157 = stablehlo.broadcast_in_dim %v3156, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3158 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3159 = stablehlo.multiply %v3157, %v3158 : tensor<6304x192xf32>
    %v3160 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3161 = stablehlo.add %v3159, %v3160 : tensor<6304x192xf32>
    %v3162 = stablehlo.rsqrt %v3161 : tensor<6304x192xf32>
    %c341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3163 = stablehlo.reduce(%v3147 init: %c341) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3164 = stablehlo.broadcast_in_dim %v3163, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3165 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3166 = stablehlo.multiply %v3164, %v3165 : tensor<6304x192xf32>
    %v3167 = stablehlo.multiply %v3147, %v786 : tensor<6304x192xf32>
    %c342 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3168 = stablehlo.reduce(%v3167 init: %c342) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3169 = stablehlo.broadcast_in_dim %v3168, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3170 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3171 = stablehlo.multiply %v3169, %v3170 : tensor<6304x192xf32>
    %v3172 = stablehlo.multiply %v786, %v3171 : tensor<6304x192xf32>
    %v3173 = stablehlo.subtract %v3147, %v3166 : tensor<6304x192xf32>
    %v3174 = stablehlo.subtract %v3173, %v3172 : tensor<6304x192xf32>
    %v3175 = stablehlo.multiply %v3162, %v3174 : tensor<6304x192xf32>
    %v3176 = stablehlo.add %v3106, %v3175 : tensor<6304x192xf32>
    %v3177 = stablehlo.dot_general %v3176, %v717, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3178 = stablehlo.dot_general %v768, %v3176, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c343 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3179 = stablehlo.reduce(%v3176 init: %c343) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3180 = stablehlo.reshape %v747 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3181 = stablehlo.transpose %v3180, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3182 = "stablehlo.slice"(%v3181) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3183 = stablehlo.reshape %v3182 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3184 = "stablehlo.slice"(%v3181) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3185 = stablehlo.reshape %v3184 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3186 = "stablehlo.slice"(%v3181) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3187 = stablehlo.reshape %v3186 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3188 = stablehlo.dot_general %v3183, %v3185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3189 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3190 = stablehlo.multiply %v3188, %v3189 : tensor<32x3x197x197xf32>
    %c344 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3191 = stablehlo.reduce(%v3190 init: %c344) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3192 = stablehlo.broadcast_in_dim %v3191, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3193 = stablehlo.subtract %v3190, %v3192 : tensor<32x3x197x197xf32>
    %v3194 = stablehlo.exponential %v3193 : tensor<32x3x197x197xf32>
    %c345 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3195 = stablehlo.reduce(%v3194 init: %c345) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3196 = stablehlo.broadcast_in_dim %v3195, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3197 = stablehlo.divide %v3194, %v3196 : tensor<32x3x197x197xf32>
    %v3198 = stablehlo.reshape %v3177 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3199 = stablehlo.transpose %v3198, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3200 = stablehlo.dot_general %v3197, %v3199, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3201 = stablehlo.dot_general %v3199, %v3187, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3202 = stablehlo.multiply %v3197, %v3201 : tensor<32x3x197x197xf32>
    %c346 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3203 = stablehlo.reduce(%v3202 init: %c346) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3204 = stablehlo.broadcast_in_dim %v3203, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3205 = stablehlo.subtract %v3201, %v3204 : tensor<32x3x197x197xf32>
    %v3206 = stablehlo.multiply %v3197, %v3205 : tensor<32x3x197x197xf32>
    %v3207 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3208 = stablehlo.multiply %v3206, %v3207 : tensor<32x3x197x197xf32>
    %v3209 = stablehlo.dot_general %v3208, %v3185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3210 = stablehlo.dot_general %v3208, %v3183, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3211 = stablehlo.reshape %v3209 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3212 = stablehlo.reshape %v3210 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3213 = stablehlo.reshape %v3200 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3214 = stablehlo.concatenate %v3211, %v3212, %v3213, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3215 = stablehlo.transpose %v3214, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3216 = stablehlo.reshape %v3215 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3217 = stablehlo.dot_general %v3216, %v714, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3218 = stablehlo.dot_general %v744, %v3216, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c347 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3219 = stablehlo.reduce(%v3216 init: %c347) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3224 = stablehlo.reduce(%v3217 init: %c348) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3225 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3226 = stablehlo.multiply %v3217, %v3225 : tensor<6304x192xf32>
    %v3227 = stablehlo.multiply %v740, %v3217 : tensor<6304x192xf32>
    %c349 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3228 = stablehlo.reduce(%v3227 init: %c349) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c350 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3229 = stablehlo.reduce(%v710 init: %c350) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3230 = stablehlo.broadcast_in_dim %v3229, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3231 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3232 = stablehlo.multiply %v3230, %v3231 : tensor<6304x192xf32>
    %v3233 = stablehlo.subtract %v710, %v3232 : tensor<6304x192xf32>
    %v3234 = stablehlo.multiply %v3233, %v3233 : tensor<6304x192xf32>
    %c351 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3235 = stablehlo.reduce(%v3234 init: %c351) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3236 = stablehlo.broadcast_in_dim %v3235, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3237 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3238 = stablehlo.multiply %v3236, %v3237 : tensor<6304x192xf32>
    %v3239 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3240 = stablehlo.add %v3238, %v3239 : tensor<6304x192xf32>
    %v3241 = stablehlo.rsqrt %v3240 : tensor<6304x192xf32>
    %c352 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3242 = stablehlo.reduce(%v3226 init: %c352) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3243 = stablehlo.broadcast_in_dim %v3242, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3244 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3245 = stablehlo.multiply %v3243, %v3244 : tensor<6304x192xf32>
    %v3246 = stablehlo.multiply %v3226, %v740 : tensor<6304x192xf32>
    %c353 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3247 = stablehlo.reduce(%v3246 init: %c353) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3248 = stablehlo.broadcast_in_dim %v3247, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3249 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3250 = stablehlo.multiply %v3248, %v3249 : tensor<6304x192xf32>
    %v3251 = stablehlo.multiply %v740, %v3250 : tensor<6304x192xf32>
    %v3252 = stablehlo.subtract %v3226, %v3245 : tensor<6304x192xf32>
    %v3253 = stablehlo.subtract %v3252, %v3251 : tensor<6304x192xf32>
    %v3254 = stablehlo.multiply %v3241, %v3253 : tensor<6304x192xf32>
    %v3255 = stablehlo.add %v3176, %v3254 : tensor<6304x192xf32>
    %v3268 = stablehlo.dot_general %v3255, %v630, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3269 = stablehlo.dot_general %v706, %v3255, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c354 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3270 = stablehlo.reduce(%v3255 init: %c354) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3271 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3272 = stablehlo.multiply %v698, %v3271 : tensor<6304x768xf32>
    %v3273 = chlo.erf %v3272 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3274 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3275 = stablehlo.add %v3274, %v3273 : tensor<6304x768xf32>
    %v3276 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3277 = stablehlo.multiply %v3275, %v3276 : tensor<6304x768xf32>
    %v3278 = stablehlo.multiply %v698, %v698 : tensor<6304x768xf32>
    %v3279 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3280 = stablehlo.multiply %v3278, %v3279 : tensor<6304x768xf32>
    %v3281 = stablehlo.exponential %v3280 : tensor<6304x768xf32>
    %v3282 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3283 = stablehlo.multiply %v3281, %v3282 : tensor<6304x768xf32>
    %v3284 = stablehlo.multiply %v698, %v3283 : tensor<6304x768xf32>
    %v3285 = stablehlo.add %v3277, %v3284 : tensor<6304x768xf32>
    %v3286 = stablehlo.multiply %v3268, %v3285 : tensor<6304x768xf32>
    %v3287 = stablehlo.dot_general %v3286, %v627, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3288 = stablehlo.dot_general %v695, %v3286, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c355 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3289 = stablehlo.reduce(%v3286 init: %c355) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c356 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3294 = stablehlo.reduce(%v3287 init: %c356) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3295 = stablehlo.broadcast_in_dim %v624, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3296 = stablehlo.multiply %v3287, %v3295 : tensor<6304x192xf32>
    %v3297 = stablehlo.multiply %v691, %v3287 : tensor<6304x192xf32>
    %c357 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3298 = stablehlo.reduce(%v3297 init: %c357) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c358 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3299 = stablehlo.reduce(%v677 init: %c358) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3300 = stablehlo.broadcast_in_dim %v3299, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3301 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3302 = stablehlo.multiply %v3300, %v3301 : tensor<6304x192xf32>
    %v3303 = stablehlo.subtract %v677, %v3302 : tensor<6304x192xf32>
    %v3304 = stablehlo.multiply %v3303, %v3303 : tensor<6304x192xf32>
    %c359 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3305 = stablehlo.reduce(%v3304 init: %c359) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3306 = stablehlo.broadcast_in_dim %v3305, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3307 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3308 = stablehlo.multiply %v3306, %v3307 : tensor<6304x192xf32>
    %v3309 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3310 = stablehlo.add %v3308, %v3309 : tensor<6304x192xf32>
    %v3311 = stablehlo.rsqrt %v3310 : tensor<6304x192xf32>
    %c360 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3312 = stablehlo.reduce(%v3296 init: %c360) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3313 = stablehlo.broadcast_in_dim %v3312, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3314 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3315 = stablehlo.multiply %v3313, %v3314 : tensor<6304x192xf32>
    %v3316 = stablehlo.multiply %v3296, %v691 : tensor<6304x192xf32>
    %c361 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3317 = stablehlo.reduce(%v3316 init: %c361) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3318 = stablehlo.broadcast_in_dim %v3317, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3319 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3320 = stablehlo.multiply %v3318, %v3319 : tensor<6304x192xf32>
    %v3321 = stablehlo.multiply %v691, %v3320 : tensor<6304x192xf32>
    %v3322 = stablehlo.subtract %v3296, %v3315 : tensor<6304x192xf32>
    %v3323 = stablehlo.subtract %v3322, %v3321 : tensor<6304x192xf32>
    %v3324 = stablehlo.multiply %v3311, %v3323 : tensor<6304x192xf32>
    %v3325 = stablehlo.add %v3255, %v3324 : tensor<6304x192xf32>
    %v3326 = stablehlo.dot_general %v3325, %v622, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3327 = stablehlo.dot_general %v673, %v3325, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c362 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3328 = stablehlo.reduce(%v3325 init: %c362) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3329 = stablehlo.reshape %v652 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3330 = stablehlo.transpose %v3329, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3331 = "stablehlo.slice"(%v3330) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3332 = stablehlo.reshape %v3331 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3333 = "stablehlo.slice"(%v3330) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3334 = stablehlo.reshape %v3333 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3335 = "stablehlo.slice"(%v3330) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3336 = stablehlo.reshape %v3335 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3337 = stablehlo.dot_general %v3332, %v3334, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3338 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3339 = stablehlo.multiply %v3337, %v3338 : tensor<32x3x197x197xf32>
    %c363 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3340 = stablehlo.reduce(%v3339 init: %c363) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3341 = stablehlo.broadcast_in_dim %v3340, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3342 = stablehlo.subtract %v3339, %v3341 : tensor<32x3x197x197xf32>
    %v3343 = stablehlo.exponential %v3342 : tensor<32x3x197x197xf32>
    %c364 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3344 = stablehlo.reduce(%v3343 init: %c364) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3345 = stablehlo.broadcast_in_dim %v3344, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3346 = stablehlo.divide %v3343, %v3345 : tensor<32x3x197x197xf32>
    %v3347 = stablehlo.reshape %v3326 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3348 = stablehlo.transpose %v3347, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3349 = stablehlo.dot_general %v3346, %v3348, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3350 = stablehlo.dot_general %v3348, %v3336, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3351 = stablehlo.multiply %v3346, %v3350 : tensor<32x3x197x197xf32>
    %c365 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3352 = stablehlo.reduce(%v3351 init: %c365) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3353 = stablehlo.broadcast_in_dim %v3352, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3354 = stablehlo.subtract %v3350, %v3353 : tensor<32x3x197x197xf32>
    %v3355 = stablehlo.multiply %v3346, %v3354 : tensor<32x3x197x197xf32>
    %v3356 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3357 = stablehlo.multiply %v3355, %v3356 : tensor<32x3x197x197xf32>
    %v3358 = stablehlo.dot_general %v3357, %v3334, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3359 = stablehlo.dot_general %v3357, %v3332, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3360 = stablehlo.reshape %v3358 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3361 = stablehlo.reshape %v3359 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3362 = stablehlo.reshape %v3349 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3363 = stablehlo.concatenate %v3360, %v3361, %v3362, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3364 = stablehlo.transpose %v3363, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3365 = stablehlo.reshape %v3364 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3366 = stablehlo.dot_general %v3365, %v619, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3367 = stablehlo.dot_general %v649, %v3365, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c366 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3368 = stablehlo.reduce(%v3365 init: %c366) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c367 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3373 = stablehlo.reduce(%v3366 init: %c367) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3374 = stablehlo.broadcast_in_dim %v616, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3375 = stablehlo.multiply %v3366, %v3374 : tensor<6304x192xf32>
    %v3376 = stablehlo.multiply %v645, %v3366 : tensor<6304x192xf32>
    %c368 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3377 = stablehlo.reduce(%v3376 init: %c368) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c369 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3378 = stablehlo.reduce(%v615 init: %c369) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3379 = stablehlo.broadcast_in_dim %v3378, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3380 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3381 = stablehlo.multiply %v3379, %v3380 : tensor<6304x192xf32>
    %v3382 = stablehlo.subtract %v615, %v3381 : tensor<6304x192xf32>
    %v3383 = stablehlo.multiply %v3382, %v3382 : tensor<6304x192xf32>
    %c370 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3384 = stablehlo.reduce(%v3383 init: %c370) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3385 = stablehlo.broadcast_in_dim %v3384, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3386 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3387 = stablehlo.multiply %v3385, %v3386 : tensor<6304x192xf32>
    %v3388 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3389 = stablehlo.add %v3387, %v3388 : tensor<6304x192xf32>
    %v3390 = stablehlo.rsqrt %v3389 : tensor<6304x192xf32>
    %c371 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3391 = stablehlo.reduce(%v3375 init: %c371) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3392 = stablehlo.broadcast_in_dim %v3391, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3393 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3394 = stablehlo.multiply %v3392, %v3393 : tensor<6304x192xf32>
    %v3395 = stablehlo.multiply %v3375, %v645 : tensor<6304x192xf32>
    %c372 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3396 = stablehlo.reduce(%v3395 init: %c372) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3397 = stablehlo.broadcast_in_dim %v3396, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3398 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3399 = stablehlo.multiply %v3397, %v3398 : tensor<6304x192xf32>
    %v3400 = stablehlo.multiply %v645, %v3399 : tensor<6304x192xf32>
    %v3401 = stablehlo.subtract %v3375, %v3394 : tensor<6304x192xf32>
    %v3402 = stablehlo.subtract %v3401, %v3400 : tensor<6304x192xf32>
    %v3403 = stablehlo.multiply %v3390, %v3402 : tensor<6304x192xf32>
    %v3404 = stablehlo.add %v3325, %v3403 : tensor<6304x192xf32>
    %v3417 = stablehlo.dot_general %v3404, %v535, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3418 = stablehlo.dot_general %v611, %v3404, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c373 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3419 = stablehlo.reduce(%v3404 init: %c373) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3420 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3421 = stablehlo.multiply %v603, %v3420 : tensor<6304x768xf32>
    %v3422 = chlo.erf %v3421 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3423 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3424 = stablehlo.add %v3423, %v3422 : tensor<6304x768xf32>
    %v3425 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3426 = stablehlo.multiply %v3424, %v3425 : tensor<6304x768xf32>
    %v3427 = stablehlo.multiply %v603, %v603 : tensor<6304x768xf32>
    %v3428 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3429 = stablehlo.multiply %v3427, %v3428 : tensor<6304x768xf32>
    %v3430 = stablehlo.exponential %v3429 : tensor<6304x768xf32>
    %v3431 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3432 = stablehlo.multiply %v3430, %v3431 : tensor<6304x768xf32>
    %v3433 = stablehlo.multiply %v603, %v3432 : tensor<6304x768xf32>
    %v3434 = stablehlo.add %v3426, %v3433 : tensor<6304x768xf32>
    %v3435 = stablehlo.multiply %v3417, %v3434 : tensor<6304x768xf32>
    %v3436 = stablehlo.dot_general %v3435, %v532, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3437 = stablehlo.dot_general %v600, %v3435, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c374 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3438 = stablehlo.reduce(%v3435 init: %c374) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c375 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3443 = stablehlo.reduce(%v3436 init: %c375) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3444 = stablehlo.broadcast_in_dim %v529, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3445 = stablehlo.multiply %v3436, %v3444 : tensor<6304x192xf32>
    %v3446 = stablehlo.multiply %v596, %v3436 : tensor<6304x192xf32>
    %c376 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3447 = stablehlo.reduce(%v3446 init: %c376) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c377 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3448 = stablehlo.reduce(%v582 init: %c377) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3449 = stablehlo.broadcast_in_dim %v3448, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3450 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3451 = stablehlo.multiply %v3449, %v3450 : tensor<6304x192xf32>
    %v3452 = stablehlo.subtract %v582, %v3451 : tensor<6304x192xf32>
    %v3453 = stablehlo.multiply %v3452, %v3452 : tensor<6304x192xf32>
    %c378 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3454 = stablehlo.reduce(%v3453 init: %c378) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3455 = stablehlo.broadcast_in_dim %v3454, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3456 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3457 = stablehlo.multiply %v3455, %v3456 : tensor<6304x192xf32>
    %v3458 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3459 = stablehlo.add %v3457, %v3458 : tensor<6304x192xf32>
    %v3460 = stablehlo.rsqrt %v3459 : tensor<6304x192xf32>
    %c379 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3461 = stablehlo.reduce(%v3445 init: %c379) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3462 = stablehlo.broadcast_in_dim %v3461, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3463 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3464 = stablehlo.multiply %v3462, %v3463 : tensor<6304x192xf32>
    %v3465 = stablehlo.multiply %v3445, %v596 : tensor<6304x192xf32>
    %c380 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3466 = stablehlo.reduce(%v3465 init: %c380) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3467 = stablehlo.broadcast_in_dim %v3466, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3468 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3469 = stablehlo.multiply %v3467, %v3468 : tensor<6304x192xf32>
    %v3470 = stablehlo.multiply %v596, %v3469 : tensor<6304x192xf32>
    %v3471 = stablehlo.subtract %v3445, %v3464 : tensor<6304x192xf32>
    %v3472 = stablehlo.subtract %v3471, %v3470 : tensor<6304x192xf32>
    %v3473 = stablehlo.multiply %v3460, %v3472 : tensor<6304x192xf32>
    %v3474 = stablehlo.add %v3404, %v3473 : tensor<6304x192xf32>
    %v3475 = stablehlo.dot_general %v3474, %v527, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3476 = stablehlo.dot_general %v578, %v3474, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c381 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3477 = stablehlo.reduce(%v3474 init: %c381) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3478 = stablehlo.reshape %v557 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3479 = stablehlo.transpose %v3478, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3480 = "stablehlo.slice"(%v3479) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3481 = stablehlo.reshape %v3480 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3482 = "stablehlo.slice"(%v3479) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3483 = stablehlo.reshape %v3482 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3484 = "stablehlo.slice"(%v3479) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3485 = stablehlo.reshape %v3484 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3486 = stablehlo.dot_general %v3481, %v3483, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3487 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3488 = stablehlo.multiply %v3486, %v3487 : tensor<32x3x197x197xf32>
    %c382 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3489 = stablehlo.reduce(%v3488 init: %c382) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3490 = stablehlo.broadcast_in_dim %v3489, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3491 = stablehlo.subtract %v3488, %v3490 : tensor<32x3x197x197xf32>
    %v3492 = stablehlo.exponential %v3491 : tensor<32x3x197x197xf32>
    %c383 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3493 = stablehlo.reduce(%v3492 init: %c383) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3494 = stablehlo.broadcast_in_dim %v3493, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3495 = stablehlo.divide %v3492, %v3494 : tensor<32x3x197x197xf32>
    %v3496 = stablehlo.reshape %v3475 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3497 = stablehlo.transpose %v3496, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3498 = stablehlo.dot_general %v3495, %v3497, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3499 = stablehlo.dot_general %v3497, %v3485, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3500 = stablehlo.multiply %v3495, %v3499 : tensor<32x3x197x197xf32>
    %c384 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3501 = stablehlo.reduce(%v3500 init: %c384) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3502 = stablehlo.broadcast_in_dim %v3501, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3503 = stablehlo.subtract %v3499, %v3502 : tensor<32x3x197x197xf32>
    %v3504 = stablehlo.multiply %v3495, %v3503 : tensor<32x3x197x197xf32>
    %v3505 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3506 = stablehlo.multiply %v3504, %v3505 : tensor<32x3x197x197xf32>
    %v3507 = stablehlo.dot_general %v3506, %v3483, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3508 = stablehlo.dot_general %v3506, %v3481, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3509 = stablehlo.reshape %v3507 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3510 = stablehlo.reshape %v3508 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3511 = stablehlo.reshape %v3498 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3512 = stablehlo.concatenate %v3509, %v3510, %v3511, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3513 = stablehlo.transpose %v3512, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3514 = stablehlo.reshape %v3513 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3515 = stablehlo.dot_general %v3514, %v524, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3516 = stablehlo.dot_general %v554, %v3514, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c385 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3517 = stablehlo.reduce(%v3514 init: %c385) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c386 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3522 = stablehlo.reduce(%v3515 init: %c386) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3523 = stablehlo.broadcast_in_dim %v521, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3524 = stablehlo.multiply %v3515, %v3523 : tensor<6304x192xf32>
    %v3525 = stablehlo.multiply %v550, %v3515 : tensor<6304x192xf32>
    %c387 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3526 = stablehlo.reduce(%v3525 init: %c387) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c388 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3527 = stablehlo.reduce(%v520 init: %c388) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3528 = stablehlo.broadcast_in_dim %v3527, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3529 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3530 = stablehlo.multiply %v3528, %v3529 : tensor<6304x192xf32>
    %v3531 = stablehlo.subtract %v520, %v3530 : tensor<6304x192xf32>
    %v3532 = stablehlo.multiply %v3531, %v3531 : tensor<6304x192xf32>
    %c389 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3533 = stablehlo.reduce(%v3532 init: %c389) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3534 = stablehlo.broadcast_in_dim %v3533, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3535 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3536 = stablehlo.multiply %v3534, %v3535 : tensor<6304x192xf32>
    %v3537 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3538 = stablehlo.add %v3536, %v3537 : tensor<6304x192xf32>
    %v3539 = stablehlo.rsqrt %v3538 : tensor<6304x192xf32>
    %c390 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3540 = stablehlo.reduce(%v3524 init: %c390) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3541 = stablehlo.broadcast_in_dim %v3540, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3542 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3543 = stablehlo.multiply %v3541, %v3542 : tensor<6304x192xf32>
    %v3544 = stablehlo.multiply %v3524, %v550 : tensor<6304x192xf32>
    %c391 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3545 = stablehlo.reduce(%v3544 init: %c391) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3546 = stablehlo.broadcast_in_dim %v3545, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3547 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3548 = stablehlo.multiply %v3546, %v3547 : tensor<6304x192xf32>
    %v3549 = stablehlo.multiply %v550, %v3548 : tensor<6304x192xf32>
    %v3550 = stablehlo.subtract %v3524, %v3543 : tensor<6304x192xf32>
    %v3551 = stablehlo.subtract %v3550, %v3549 : tensor<6304x192xf32>
    %v3552 = stablehlo.multiply %v3539, %v3551 : tensor<6304x192xf32>
    %v3553 = stablehlo.add %v3474, %v3552 : tensor<6304x192xf32>
    %v3566 = stablehlo.dot_general %v3553, %v440, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3567 = stablehlo.dot_general %v516, %v3553, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c392 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3568 = stablehlo.reduce(%v3553 init: %c392) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3569 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3570 = stablehlo.multiply %v508, %v3569 : tensor<6304x768xf32>
    %v3571 = chlo.erf %v3570 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3572 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3573 = stablehlo.add %v3572, %v3571 : tensor<6304x768xf32>
    %v3574 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3575 = stablehlo.multiply %v3573, %v3574 : tensor<6304x768xf32>
    %v3576 = stablehlo.multiply %v508, %v508 : tensor<6304x768xf32>
    %v3577 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3578 = stablehlo.multiply %v3576, %v3577 : tensor<6304x768xf32>
    %v3579 = stablehlo.exponential %v3578 : tensor<6304x768xf32>
    %v3580 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3581 = stablehlo.multiply %v3579, %v3580 : tensor<6304x768xf32>
    %v3582 = stablehlo.multiply %v508, %v3581 : tensor<6304x768xf32>
    %v3583 = stablehlo.add %v3575, %v3582 : tensor<6304x768xf32>
    %v3584 = stablehlo.multiply %v3566, %v3583 : tensor<6304x768xf32>
    %v3585 = stablehlo.dot_general %v3584, %v437, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3586 = stablehlo.dot_general %v505, %v3584, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3587 = stablehlo.reduce(%v3584 init: %c393) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c394 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3592 = stablehlo.reduce(%v3585 init: %c394) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3593 = stablehlo.broadcast_in_dim %v434, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3594 = stablehlo.multiply %v3585, %v3593 : tensor<6304x192xf32>
    %v3595 = stablehlo.multiply %v501, %v3585 : tensor<6304x192xf32>
    %c395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3596 = stablehlo.reduce(%v3595 init: %c395) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c396 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3597 = stablehlo.reduce(%v487 init: %c396) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3598 = stablehlo.broadcast_in_dim %v3597, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3599 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3600 = stablehlo.multiply %v3598, %v3599 : tensor<6304x192xf32>
    %v3601 = stablehlo.subtract %v487, %v3600 : tensor<6304x192xf32>
    %v3602 = stablehlo.multiply %v3601, %v3601 : tensor<6304x192xf32>
    %c397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3603 = stablehlo.reduce(%v3602 init: %c397) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3604 = stablehlo.broadcast_in_dim %v3603, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3605 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3606 = stablehlo.multiply %v3604, %v3605 : tensor<6304x192xf32>
    %v3607 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3608 = stablehlo.add %v3606, %v3607 : tensor<6304x192xf32>
    %v3609 = stablehlo.rsqrt %v3608 : tensor<6304x192xf32>
    %c398 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3610 = stablehlo.reduce(%v3594 init: %c398) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3611 = stablehlo.broadcast_in_dim %v3610, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3612 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3613 = stablehlo.multiply %v3611, %v3612 : tensor<6304x192xf32>
    %v3614 = stablehlo.multiply %v3594, %v501 : tensor<6304x192xf32>
    %c399 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3615 = stablehlo.reduce(%v3614 init: %c399) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3616 = stablehlo.broadcast_in_dim %v3615, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3617 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3618 = stablehlo.multiply %v3616, %v3617 : tensor<6304x192xf32>
    %v3619 = stablehlo.multiply %v501, %v3618 : tensor<6304x192xf32>
    %v3620 = stablehlo.subtract %v3594, %v3613 : tensor<6304x192xf32>
    %v3621 = stablehlo.subtract %v3620, %v3619 : tensor<6304x192xf32>
    %v3622 = stablehlo.multiply %v3609, %v3621 : tensor<6304x192xf32>
    %v3623 = stablehlo.add %v3553, %v3622 : tensor<6304x192xf32>
    %v3624 = stablehlo.dot_general %v3623, %v432, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3625 = stablehlo.dot_general %v483, %v3623, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c400 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3626 = stablehlo.reduce(%v3623 init: %c400) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3627 = stablehlo.reshape %v462 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3628 = stablehlo.transpose %v3627, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3629 = "stablehlo.slice"(%v3628) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3630 = stablehlo.reshape %v3629 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3631 = "stablehlo.slice"(%v3628) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3632 = stablehlo.reshape %v3631 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3633 = "stablehlo.slice"(%v3628) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3634 = stablehlo.reshape %v3633 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3635 = stablehlo.dot_general %v3630, %v3632, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3636 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3637 = stablehlo.multiply %v3635, %v3636 : tensor<32x3x197x197xf32>
    %c401 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3638 = stablehlo.reduce(%v3637 init: %c401) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3639 = stablehlo.broadcast_in_dim %v3638, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3640 = stablehlo.subtract %v3637, %v3639 : tensor<32x3x197x197xf32>
    %v3641 = stablehlo.exponential %v3640 : tensor<32x3x197x197xf32>
    %c402 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3642 = stablehlo.reduce(%v3641 init: %c402) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3643 = stablehlo.broadcast_in_dim %v3642, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3644 = stablehlo.divide %v3641, %v3643 : tensor<32x3x197x197xf32>
    %v3645 = stablehlo.reshape %v3624 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3646 = stablehlo.transpose %v3645, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3647 = stablehlo.dot_general %v3644, %v3646, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3648 = stablehlo.dot_general %v3646, %v3634, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3649 = stablehlo.multiply %v3644, %v3648 : tensor<32x3x197x197xf32>
    %c403 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3650 = stablehlo.reduce(%v3649 init: %c403) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3651 = stablehlo.broadcast_in_dim %v3650, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3652 = stablehlo.subtract %v3648, %v3651 : tensor<32x3x197x197xf32>
    %v3653 = stablehlo.multiply %v3644, %v3652 : tensor<32x3x197x197xf32>
    %v3654 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3655 = stablehlo.multiply %v3653, %v3654 : tensor<32x3x197x197xf32>
    %v3656 = stablehlo.dot_general %v3655, %v3632, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3657 = stablehlo.dot_general %v3655, %v3630, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3658 = stablehlo.reshape %v3656 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3659 = stablehlo.reshape %v3657 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3660 = stablehlo.reshape %v3647 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3661 = stablehlo.concatenate %v3658, %v3659, %v3660, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3662 = stablehlo.transpose %v3661, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3663 = stablehlo.reshape %v3662 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3664 = stablehlo.dot_general %v3663, %v429, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3665 = stablehlo.dot_general %v459, %v3663, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c404 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3666 = stablehlo.reduce(%v3663 init: %c404) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c405 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3671 = stablehlo.reduce(%v3664 init: %c405) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3672 = stablehlo.broadcast_in_dim %v426, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3673 = stablehlo.multiply %v3664, %v3672 : tensor<6304x192xf32>
    %v3674 = stablehlo.multiply %v455, %v3664 : tensor<6304x192xf32>
    %c406 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3675 = stablehlo.reduce(%v3674 init: %c406) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c407 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3676 = stablehlo.reduce(%v425 init: %c407) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3677 = stablehlo.broadcast_in_dim %v3676, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3678 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3679 = stablehlo.multiply %v3677, %v3678 : tensor<6304x192xf32>
    %v3680 = stablehlo.subtract %v425, %v3679 : tensor<6304x192xf32>
    %v3681 = stablehlo.multiply %v3680, %v3680 : tensor<6304x192xf32>
    %c408 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3682 = stablehlo.reduce(%v3681 init: %c408) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3683 = stablehlo.broadcast_in_dim %v3682, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3684 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3685 = stablehlo.multiply %v3683, %v3684 : tensor<6304x192xf32>
    %v3686 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3687 = stablehlo.add %v3685, %v3686 : tensor<6304x192xf32>
    %v3688 = stablehlo.rsqrt %v3687 : tensor<6304x192xf32>
    %c409 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3689 = stablehlo.reduce(%v3673 init: %c409) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3690 = stablehlo.broadcast_in_dim %v3689, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3691 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3692 = stablehlo.multiply %v3690, %v3691 : tensor<6304x192xf32>
    %v3693 = stablehlo.multiply %v3673, %v455 : tensor<6304x192xf32>
    %c410 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3694 = stablehlo.reduce(%v3693 init: %c410) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3695 = stablehlo.broadcast_in_dim %v3694, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3696 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3697 = stablehlo.multiply %v3695, %v3696 : tensor<6304x192xf32>
    %v3698 = stablehlo.multiply %v455, %v3697 : tensor<6304x192xf32>
    %v3699 = stablehlo.subtract %v3673, %v3692 : tensor<6304x192xf32>
    %v3700 = stablehlo.subtract %v3699, %v3698 : tensor<6304x192xf32>
    %v3701 = stablehlo.multiply %v3688, %v3700 : tensor<6304x192xf32>
    %v3702 = stablehlo.add %v3623, %v3701 : tensor<6304x192xf32>
    %v3715 = stablehlo.reshape %v3702 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v3716 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3717 = stablehlo.reshape %v3716 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3718 = "stablehlo.slice"(%v3717) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3719 = "stablehlo.slice"(%v3717) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3720 = stablehlo.reshape %v2 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3721 = stablehlo.transpose %v3720, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3722 = stablehlo.reshape %v3721 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3723 = stablehlo.dot_general %v3719, %v3722, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c411 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3724 = stablehlo.reduce(%v3719 init: %c411) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3730 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3731 = stablehlo.reshape %v3730 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3732 = "stablehlo.slice"(%v3731) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3733 = "stablehlo.slice"(%v3731) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3734 = stablehlo.add %v3718, %v3732 : tensor<1x192xf32>
    %v3735 = stablehlo.add %v3717, %v3731 : tensor<197x192xf32>
    %v3736 = stablehlo.reshape %v22 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3737 = stablehlo.transpose %v3736, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3738 = stablehlo.reshape %v3737 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3739 = stablehlo.dot_general %v3733, %v3738, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c412 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3740 = stablehlo.reduce(%v3733 init: %c412) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3745 = stablehlo.add %v3723, %v3739 : tensor<192x768xf32>
    %v3746 = stablehlo.add %v3724, %v3740 : tensor<192xf32>
    %v3748 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3749 = stablehlo.reshape %v3748 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3750 = "stablehlo.slice"(%v3749) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3751 = "stablehlo.slice"(%v3749) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3752 = stablehlo.add %v3734, %v3750 : tensor<1x192xf32>
    %v3753 = stablehlo.add %v3735, %v3749 : tensor<197x192xf32>
    %v3754 = stablehlo.reshape %v35 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3755 = stablehlo.transpose %v3754, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3756 = stablehlo.reshape %v3755 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3757 = stablehlo.dot_general %v3751, %v3756, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c413 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3758 = stablehlo.reduce(%v3751 init: %c413) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3763 = stablehlo.add %v3745, %v3757 : tensor<192x768xf32>
    %v3764 = stablehlo.add %v3746, %v3758 : tensor<192xf32>
    %v3766 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3767 = stablehlo.reshape %v3766 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3768 = "stablehlo.slice"(%v3767) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3769 = "stablehlo.slice"(%v3767) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3770 = stablehlo.add %v3752, %v3768 : tensor<1x192xf32>
    %v3771 = stablehlo.add %v3753, %v3767 : tensor<197x192xf32>
    %v3772 = stablehlo.reshape %v48 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3773 = stablehlo.transpose %v3772, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3774 = stablehlo.reshape %v3773 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3775 = stablehlo.dot_general %v3769, %v3774, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c414 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3776 = stablehlo.reduce(%v3769 init: %c414) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3781 = stablehlo.add %v3763, %v3775 : tensor<192x768xf32>
    %v3782 = stablehlo.add %v3764, %v3776 : tensor<192xf32>
    %v3784 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3785 = stablehlo.reshape %v3784 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3786 = "stablehlo.slice"(%v3785) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3787 = "stablehlo.slice"(%v3785) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3788 = stablehlo.add %v3770, %v3786 : tensor<1x192xf32>
    %v3789 = stablehlo.add %v3771, %v3785 : tensor<197x192xf32>
    %v3790 = stablehlo.reshape %v61 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3791 = stablehlo.transpose %v3790, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3792 = stablehlo.reshape %v3791 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3793 = stablehlo.dot_general %v3787, %v3792, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c415 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3794 = stablehlo.reduce(%v3787 init: %c415) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3799 = stablehlo.add %v3781, %v3793 : tensor<192x768xf32>
    %v3800 = stablehlo.add %v3782, %v3794 : tensor<192xf32>
    %v3802 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3803 = stablehlo.reshape %v3802 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3804 = "stablehlo.slice"(%v3803) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3805 = "stablehlo.slice"(%v3803) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3806 = stablehlo.add %v3788, %v3804 : tensor<1x192xf32>
    %v3807 = stablehlo.add %v3789, %v3803 : tensor<197x192xf32>
    %v3808 = stablehlo.reshape %v74 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3809 = stablehlo.transpose %v3808, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3810 = stablehlo.reshape %v3809 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3811 = stablehlo.dot_general %v3805, %v3810, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3812 = stablehlo.reduce(%v3805 init: %c416) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3817 = stablehlo.add %v3799, %v3811 : tensor<192x768xf32>
    %v3818 = stablehlo.add %v3800, %v3812 : tensor<192xf32>
    %v3820 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3821 = stablehlo.reshape %v3820 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3822 = "stablehlo.slice"(%v3821) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3823 = "stablehlo.slice"(%v3821) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3824 = stablehlo.add %v3806, %v3822 : tensor<1x192xf32>
    %v3825 = stablehlo.add %v3807, %v3821 : tensor<197x192xf32>
    %v3826 = stablehlo.reshape %v87 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3827 = stablehlo.transpose %v3826, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3828 = stablehlo.reshape %v3827 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3829 = stablehlo.dot_general %v3823, %v3828, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c417 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3830 = stablehlo.reduce(%v3823 init: %c417) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3835 = stablehlo.add %v3817, %v3829 : tensor<192x768xf32>
    %v3836 = stablehlo.add %v3818, %v3830 : tensor<192xf32>
    %v3838 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3839 = stablehlo.reshape %v3838 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3840 = "stablehlo.slice"(%v3839) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3841 = "stablehlo.slice"(%v3839) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3842 = stablehlo.add %v3824, %v3840 : tensor<1x192xf32>
    %v3843 = stablehlo.add %v3825, %v3839 : tensor<197x192xf32>
    %v3844 = stablehlo.reshape %v100 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3845 = stablehlo.transpose %v3844, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3846 = stablehlo.reshape %v3845 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3847 = stablehlo.dot_general %v3841, %v3846, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c418 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3848 = stablehlo.reduce(%v3841 init: %c418) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3853 = stablehlo.add %v3835, %v3847 : tensor<192x768xf32>
    %v3854 = stablehlo.add %v3836, %v3848 : tensor<192xf32>
    %v3856 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3857 = stablehlo.reshape %v3856 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3858 = "stablehlo.slice"(%v3857) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3859 = "stablehlo.slice"(%v3857) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3860 = stablehlo.add %v3842, %v3858 : tensor<1x192xf32>
    %v3861 = stablehlo.add %v3843, %v3857 : tensor<197x192xf32>
    %v3862 = stablehlo.reshape %v113 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3863 = stablehlo.transpose %v3862, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3864 = stablehlo.reshape %v3863 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3865 = stablehlo.dot_general %v3859, %v3864, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c419 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3866 = stablehlo.reduce(%v3859 init: %c419) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3871 = stablehlo.add %v3853, %v3865 : tensor<192x768xf32>
    %v3872 = stablehlo.add %v3854, %v3866 : tensor<192xf32>
    %v3874 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3875 = stablehlo.reshape %v3874 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3876 = "stablehlo.slice"(%v3875) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3877 = "stablehlo.slice"(%v3875) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3878 = stablehlo.add %v3860, %v3876 : tensor<1x192xf32>
    %v3879 = stablehlo.add %v3861, %v3875 : tensor<197x192xf32>
    %v3880 = stablehlo.reshape %v126 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3881 = stablehlo.transpose %v3880, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3882 = stablehlo.reshape %v3881 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3883 = stablehlo.dot_general %v3877, %v3882, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c420 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3884 = stablehlo.reduce(%v3877 init: %c420) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3889 = stablehlo.add %v3871, %v3883 : tensor<192x768xf32>
    %v3890 = stablehlo.add %v3872, %v3884 : tensor<192xf32>
    %v3892 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3893 = stablehlo.reshape %v3892 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3894 = "stablehlo.slice"(%v3893) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3895 = "stablehlo.slice"(%v3893) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3896 = stablehlo.add %v3878, %v3894 : tensor<1x192xf32>
    %v3897 = stablehlo.add %v3879, %v3893 : tensor<197x192xf32>
    %v3898 = stablehlo.reshape %v139 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3899 = stablehlo.transpose %v3898, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3900 = stablehlo.reshape %v3899 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3901 = stablehlo.dot_general %v3895, %v3900, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c421 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3902 = stablehlo.reduce(%v3895 init: %c421) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3907 = stablehlo.add %v3889, %v3901 : tensor<192x768xf32>
    %v3908 = stablehlo.add %v3890, %v3902 : tensor<192xf32>
    %v3910 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3911 = stablehlo.reshape %v3910 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3912 = "stablehlo.slice"(%v3911) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3913 = "stablehlo.slice"(%v3911) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3914 = stablehlo.add %v3896, %v3912 : tensor<1x192xf32>
    %v3915 = stablehlo.add %v3897, %v3911 : tensor<197x192xf32>
    %v3916 = stablehlo.reshape %v152 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3917 = stablehlo.transpose %v3916, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3918 = stablehlo.reshape %v3917 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3919 = stablehlo.dot_general %v3913, %v3918, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c422 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3920 = stablehlo.reduce(%v3913 init: %c422) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3925 = stablehlo.add %v3907, %v3919 : tensor<192x768xf32>
    %v3926 = stablehlo.add %v3908, %v3920 : tensor<192xf32>
    %v3928 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3929 = stablehlo.reshape %v3928 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3930 = "stablehlo.slice"(%v3929) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3931 = "stablehlo.slice"(%v3929) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3932 = stablehlo.add %v3914, %v3930 : tensor<1x192xf32>
    %v3933 = stablehlo.add %v3915, %v3929 : tensor<197x192xf32>
    %v3934 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3935 = stablehlo.transpose %v3934, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3936 = stablehlo.reshape %v3935 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3937 = stablehlo.dot_general %v3931, %v3936, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c423 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3938 = stablehlo.reduce(%v3931 init: %c423) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3943 = stablehlo.add %v3925, %v3937 : tensor<192x768xf32>
    %v3944 = stablehlo.add %v3926, %v3938 : tensor<192xf32>
    %v3946 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3947 = stablehlo.reshape %v3946 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3948 = "stablehlo.slice"(%v3947) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3949 = "stablehlo.slice"(%v3947) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3950 = stablehlo.add %v3932, %v3948 : tensor<1x192xf32>
    %v3951 = stablehlo.add %v3933, %v3947 : tensor<197x192xf32>
    %v3952 = stablehlo.reshape %v178 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3953 = stablehlo.transpose %v3952, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3954 = stablehlo.reshape %v3953 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3955 = stablehlo.dot_general %v3949, %v3954, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c424 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3956 = stablehlo.reduce(%v3949 init: %c424) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3961 = stablehlo.add %v3943, %v3955 : tensor<192x768xf32>
    %v3962 = stablehlo.add %v3944, %v3956 : tensor<192xf32>
    %v3964 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3965 = stablehlo.reshape %v3964 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3966 = "stablehlo.slice"(%v3965) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3967 = "stablehlo.slice"(%v3965) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3968 = stablehlo.add %v3950, %v3966 : tensor<1x192xf32>
    %v3969 = stablehlo.add %v3951, %v3965 : tensor<197x192xf32>
    %v3970 = stablehlo.reshape %v191 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3971 = stablehlo.transpose %v3970, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3972 = stablehlo.reshape %v3971 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3973 = stablehlo.dot_general %v3967, %v3972, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c425 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3974 = stablehlo.reduce(%v3967 init: %c425) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3979 = stablehlo.add %v3961, %v3973 : tensor<192x768xf32>
    %v3980 = stablehlo.add %v3962, %v3974 : tensor<192xf32>
    %v3982 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3983 = stablehlo.reshape %v3982 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3984 = "stablehlo.slice"(%v3983) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3985 = "stablehlo.slice"(%v3983) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3986 = stablehlo.add %v3968, %v3984 : tensor<1x192xf32>
    %v3987 = stablehlo.add %v3969, %v3983 : tensor<197x192xf32>
    %v3988 = stablehlo.reshape %v204 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3989 = stablehlo.transpose %v3988, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3990 = stablehlo.reshape %v3989 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3991 = stablehlo.dot_general %v3985, %v3990, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c426 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3992 = stablehlo.reduce(%v3985 init: %c426) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3997 = stablehlo.add %v3979, %v3991 : tensor<192x768xf32>
    %v3998 = stablehlo.add %v3980, %v3992 : tensor<192xf32>
    %v4000 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4001 = stablehlo.reshape %v4000 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4002 = "stablehlo.slice"(%v4001) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4003 = "stablehlo.slice"(%v4001) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4004 = stablehlo.add %v3986, %v4002 : tensor<1x192xf32>
    %v4005 = stablehlo.add %v3987, %v4001 : tensor<197x192xf32>
    %v4006 = stablehlo.reshape %v217 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4007 = stablehlo.transpose %v4006, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4008 = stablehlo.reshape %v4007 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4009 = stablehlo.dot_general %v4003, %v4008, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c427 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4010 = stablehlo.reduce(%v4003 init: %c427) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4015 = stablehlo.add %v3997, %v4009 : tensor<192x768xf32>
    %v4016 = stablehlo.add %v3998, %v4010 : tensor<192xf32>
    %v4018 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4019 = stablehlo.reshape %v4018 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4020 = "stablehlo.slice"(%v4019) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4021 = "stablehlo.slice"(%v4019) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4022 = stablehlo.add %v4004, %v4020 : tensor<1x192xf32>
    %v4023 = stablehlo.add %v4005, %v4019 : tensor<197x192xf32>
    %v4024 = stablehlo.reshape %v230 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4025 = stablehlo.transpose %v4024, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4026 = stablehlo.reshape %v4025 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4027 = stablehlo.dot_general %v4021, %v4026, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c428 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4028 = stablehlo.reduce(%v4021 init: %c428) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4033 = stablehlo.add %v4015, %v4027 : tensor<192x768xf32>
    %v4034 = stablehlo.add %v4016, %v4028 : tensor<192xf32>
    %v4036 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4037 = stablehlo.reshape %v4036 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4038 = "stablehlo.slice"(%v4037) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4039 = "stablehlo.slice"(%v4037) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4040 = stablehlo.add %v4022, %v4038 : tensor<1x192xf32>
    %v4041 = stablehlo.add %v4023, %v4037 : tensor<197x192xf32>
    %v4042 = stablehlo.reshape %v243 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4043 = stablehlo.transpose %v4042, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4044 = stablehlo.reshape %v4043 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4045 = stablehlo.dot_general %v4039, %v4044, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c429 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4046 = stablehlo.reduce(%v4039 init: %c429) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4051 = stablehlo.add %v4033, %v4045 : tensor<192x768xf32>
    %v4052 = stablehlo.add %v4034, %v4046 : tensor<192xf32>
    %v4054 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4055 = stablehlo.reshape %v4054 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4056 = "stablehlo.slice"(%v4055) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4057 = "stablehlo.slice"(%v4055) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4058 = stablehlo.add %v4040, %v4056 : tensor<1x192xf32>
    %v4059 = stablehlo.add %v4041, %v4055 : tensor<197x192xf32>
    %v4060 = stablehlo.reshape %v256 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4061 = stablehlo.transpose %v4060, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4062 = stablehlo.reshape %v4061 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4063 = stablehlo.dot_general %v4057, %v4062, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c430 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4064 = stablehlo.reduce(%v4057 init: %c430) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4069 = stablehlo.add %v4051, %v4063 : tensor<192x768xf32>
    %v4070 = stablehlo.add %v4052, %v4064 : tensor<192xf32>
    %v4072 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4073 = stablehlo.reshape %v4072 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4074 = "stablehlo.slice"(%v4073) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4075 = "stablehlo.slice"(%v4073) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4076 = stablehlo.add %v4058, %v4074 : tensor<1x192xf32>
    %v4077 = stablehlo.add %v4059, %v4073 : tensor<197x192xf32>
    %v4078 = stablehlo.reshape %v269 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4079 = stablehlo.transpose %v4078, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4080 = stablehlo.reshape %v4079 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4081 = stablehlo.dot_general %v4075, %v4080, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c431 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4082 = stablehlo.reduce(%v4075 init: %c431) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4087 = stablehlo.add %v4069, %v4081 : tensor<192x768xf32>
    %v4088 = stablehlo.add %v4070, %v4082 : tensor<192xf32>
    %v4090 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4091 = stablehlo.reshape %v4090 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4092 = "stablehlo.slice"(%v4091) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4093 = "stablehlo.slice"(%v4091) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4094 = stablehlo.add %v4076, %v4092 : tensor<1x192xf32>
    %v4095 = stablehlo.add %v4077, %v4091 : tensor<197x192xf32>
    %v4096 = stablehlo.reshape %v282 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4097 = stablehlo.transpose %v4096, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4098 = stablehlo.reshape %v4097 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4099 = stablehlo.dot_general %v4093, %v4098, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c432 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4100 = stablehlo.reduce(%v4093 init: %c432) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4105 = stablehlo.add %v4087, %v4099 : tensor<192x768xf32>
    %v4106 = stablehlo.add %v4088, %v4100 : tensor<192xf32>
    %v4108 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4109 = stablehlo.reshape %v4108 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4110 = "stablehlo.slice"(%v4109) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4111 = "stablehlo.slice"(%v4109) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4112 = stablehlo.add %v4094, %v4110 : tensor<1x192xf32>
    %v4113 = stablehlo.add %v4095, %v4109 : tensor<197x192xf32>
    %v4114 = stablehlo.reshape %v295 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4115 = stablehlo.transpose %v4114, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4116 = stablehlo.reshape %v4115 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4117 = stablehlo.dot_general %v4111, %v4116, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c433 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4118 = stablehlo.reduce(%v4111 init: %c433) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4123 = stablehlo.add %v4105, %v4117 : tensor<192x768xf32>
    %v4124 = stablehlo.add %v4106, %v4118 : tensor<192xf32>
    %v4126 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4127 = stablehlo.reshape %v4126 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4128 = "stablehlo.slice"(%v4127) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4129 = "stablehlo.slice"(%v4127) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4130 = stablehlo.add %v4112, %v4128 : tensor<1x192xf32>
    %v4131 = stablehlo.add %v4113, %v4127 : tensor<197x192xf32>
    %v4132 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4133 = stablehlo.transpose %v4132, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4134 = stablehlo.reshape %v4133 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4135 = stablehlo.dot_general %v4129, %v4134, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c434 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4136 = stablehlo.reduce(%v4129 init: %c434) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4141 = stablehlo.add %v4123, %v4135 : tensor<192x768xf32>
    %v4142 = stablehlo.add %v4124, %v4136 : tensor<192xf32>
    %v4144 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4145 = stablehlo.reshape %v4144 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4146 = "stablehlo.slice"(%v4145) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4147 = "stablehlo.slice"(%v4145) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4148 = stablehlo.add %v4130, %v4146 : tensor<1x192xf32>
    %v4149 = stablehlo.add %v4131, %v4145 : tensor<197x192xf32>
    %v4150 = stablehlo.reshape %v321 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4151 = stablehlo.transpose %v4150, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4152 = stablehlo.reshape %v4151 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4153 = stablehlo.dot_general %v4147, %v4152, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c435 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4154 = stablehlo.reduce(%v4147 init: %c435) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4159 = stablehlo.add %v4141, %v4153 : tensor<192x768xf32>
    %v4160 = stablehlo.add %v4142, %v4154 : tensor<192xf32>
    %v4162 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4163 = stablehlo.reshape %v4162 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4164 = "stablehlo.slice"(%v4163) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4165 = "stablehlo.slice"(%v4163) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4166 = stablehlo.add %v4148, %v4164 : tensor<1x192xf32>
    %v4167 = stablehlo.add %v4149, %v4163 : tensor<197x192xf32>
    %v4168 = stablehlo.reshape %v334 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4169 = stablehlo.transpose %v4168, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4170 = stablehlo.reshape %v4169 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4171 = stablehlo.dot_general %v4165, %v4170, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c436 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4172 = stablehlo.reduce(%v4165 init: %c436) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4177 = stablehlo.add %v4159, %v4171 : tensor<192x768xf32>
    %v4178 = stablehlo.add %v4160, %v4172 : tensor<192xf32>
    %v4180 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4181 = stablehlo.reshape %v4180 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4182 = "stablehlo.slice"(%v4181) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4183 = "stablehlo.slice"(%v4181) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4184 = stablehlo.add %v4166, %v4182 : tensor<1x192xf32>
    %v4185 = stablehlo.add %v4167, %v4181 : tensor<197x192xf32>
    %v4186 = stablehlo.reshape %v347 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4187 = stablehlo.transpose %v4186, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4188 = stablehlo.reshape %v4187 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4189 = stablehlo.dot_general %v4183, %v4188, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c437 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4190 = stablehlo.reduce(%v4183 init: %c437) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4195 = stablehlo.add %v4177, %v4189 : tensor<192x768xf32>
    %v4196 = stablehlo.add %v4178, %v4190 : tensor<192xf32>
    %v4198 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4199 = stablehlo.reshape %v4198 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4200 = "stablehlo.slice"(%v4199) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4201 = "stablehlo.slice"(%v4199) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4202 = stablehlo.add %v4184, %v4200 : tensor<1x192xf32>
    %v4203 = stablehlo.add %v4185, %v4199 : tensor<197x192xf32>
    %v4204 = stablehlo.reshape %v360 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4205 = stablehlo.transpose %v4204, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4206 = stablehlo.reshape %v4205 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4207 = stablehlo.dot_general %v4201, %v4206, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c438 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4208 = stablehlo.reduce(%v4201 init: %c438) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4213 = stablehlo.add %v4195, %v4207 : tensor<192x768xf32>
    %v4214 = stablehlo.add %v4196, %v4208 : tensor<192xf32>
    %v4216 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4217 = stablehlo.reshape %v4216 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4218 = "stablehlo.slice"(%v4217) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4219 = "stablehlo.slice"(%v4217) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4220 = stablehlo.add %v4202, %v4218 : tensor<1x192xf32>
    %v4221 = stablehlo.add %v4203, %v4217 : tensor<197x192xf32>
    %v4222 = stablehlo.reshape %v373 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4223 = stablehlo.transpose %v4222, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4224 = stablehlo.reshape %v4223 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4225 = stablehlo.dot_general %v4219, %v4224, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c439 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4226 = stablehlo.reduce(%v4219 init: %c439) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4231 = stablehlo.add %v4213, %v4225 : tensor<192x768xf32>
    %v4232 = stablehlo.add %v4214, %v4226 : tensor<192xf32>
    %v4234 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4235 = stablehlo.reshape %v4234 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4236 = "stablehlo.slice"(%v4235) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4237 = "stablehlo.slice"(%v4235) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4238 = stablehlo.add %v4220, %v4236 : tensor<1x192xf32>
    %v4239 = stablehlo.add %v4221, %v4235 : tensor<197x192xf32>
    %v4240 = stablehlo.reshape %v386 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4241 = stablehlo.transpose %v4240, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4242 = stablehlo.reshape %v4241 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4243 = stablehlo.dot_general %v4237, %v4242, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c440 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4244 = stablehlo.reduce(%v4237 init: %c440) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4249 = stablehlo.add %v4231, %v4243 : tensor<192x768xf32>
    %v4250 = stablehlo.add %v4232, %v4244 : tensor<192xf32>
    %v4252 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4253 = stablehlo.reshape %v4252 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4254 = "stablehlo.slice"(%v4253) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4255 = "stablehlo.slice"(%v4253) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4256 = stablehlo.add %v4238, %v4254 : tensor<1x192xf32>
    %v4257 = stablehlo.add %v4239, %v4253 : tensor<197x192xf32>
    %v4258 = stablehlo.reshape %v399 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4259 = stablehlo.transpose %v4258, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4260 = stablehlo.reshape %v4259 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4261 = stablehlo.dot_general %v4255, %v4260, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c441 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4262 = stablehlo.reduce(%v4255 init: %c441) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4267 = stablehlo.add %v4249, %v4261 : tensor<192x768xf32>
    %v4268 = stablehlo.add %v4250, %v4262 : tensor<192xf32>
    %v4270 = "stablehlo.slice"(%v3715) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4271 = stablehlo.reshape %v4270 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4272 = "stablehlo.slice"(%v4271) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4273 = "stablehlo.slice"(%v4271) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4274 = stablehlo.add %v4256, %v4272 : tensor<1x192xf32>
    %v4275 = stablehlo.add %v4257, %v4271 : tensor<197x192xf32>
    %v4276 = stablehlo.reshape %v412 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4277 = stablehlo.transpose %v4276, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4278 = stablehlo.reshape %v4277 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4279 = stablehlo.dot_general %v4273, %v4278, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c442 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4280 = stablehlo.reduce(%v4273 init: %c442) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4285 = stablehlo.add %v4267, %v4279 : tensor<192x768xf32>
    %v4286 = stablehlo.add %v4268, %v4280 : tensor<192xf32>
    %v4442 = stablehlo.reshape %v4285 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %v4443 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %v4444 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %v4445 = stablehlo.multiply %v4289, %v4444 : tensor<192x3x16x16xf32>
    %v4446 = stablehlo.add %v4445, %v4442 : tensor<192x3x16x16xf32>
    %v4447 = stablehlo.multiply %v4443, %v4446 : tensor<192x3x16x16xf32>
    %v4448 = stablehlo.subtract %v3, %v4447 : tensor<192x3x16x16xf32>
    %v4449 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4450 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4451 = stablehlo.multiply %v4290, %v4450 : tensor<192xf32>
    %v4452 = stablehlo.add %v4451, %v4286 : tensor<192xf32>
    %v4453 = stablehlo.multiply %v4449, %v4452 : tensor<192xf32>
    %v4454 = stablehlo.subtract %v5, %v4453 : tensor<192xf32>
    %v4455 = stablehlo.reshape %v4274 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v4456 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %v4457 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %v4458 = stablehlo.multiply %v4291, %v4457 : tensor<1x1x192xf32>
    %v4459 = stablehlo.add %v4458, %v4455 : tensor<1x1x192xf32>
    %v4460 = stablehlo.multiply %v4456, %v4459 : tensor<1x1x192xf32>
    %v4461 = stablehlo.subtract %v12, %v4460 : tensor<1x1x192xf32>
    %v4462 = stablehlo.reshape %v4275 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v4463 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %v4464 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %v4465 = stablehlo.multiply %v4292, %v4464 : tensor<1x197x192xf32>
    %v4466 = stablehlo.add %v4465, %v4462 : tensor<1x197x192xf32>
    %v4467 = stablehlo.multiply %v4463, %v4466 : tensor<1x197x192xf32>
    %v4468 = stablehlo.subtract %v14, %v4467 : tensor<1x197x192xf32>
    %v4469 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4470 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4471 = stablehlo.multiply %v4293, %v4470 : tensor<192xf32>
    %v4472 = stablehlo.add %v4471, %v3675 : tensor<192xf32>
    %v4473 = stablehlo.multiply %v4469, %v4472 : tensor<192xf32>
    %v4474 = stablehlo.subtract %v426, %v4473 : tensor<192xf32>
    %v4475 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4476 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4477 = stablehlo.multiply %v4294, %v4476 : tensor<192xf32>
    %v4478 = stablehlo.add %v4477, %v3671 : tensor<192xf32>
    %v4479 = stablehlo.multiply %v4475, %v4478 : tensor<192xf32>
    %v4480 = stablehlo.subtract %v427, %v4479 : tensor<192xf32>
    %v4481 = stablehlo.transpose %v3665, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4482 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4483 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4484 = stablehlo.multiply %v4295, %v4483 : tensor<576x192xf32>
    %v4485 = stablehlo.add %v4484, %v4481 : tensor<576x192xf32>
    %v4486 = stablehlo.multiply %v4482, %v4485 : tensor<576x192xf32>
    %v4487 = stablehlo.subtract %v428, %v4486 : tensor<576x192xf32>
    %v4488 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4489 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4490 = stablehlo.multiply %v4296, %v4489 : tensor<576xf32>
    %v4491 = stablehlo.add %v4490, %v3666 : tensor<576xf32>
    %v4492 = stablehlo.multiply %v4488, %v4491 : tensor<576xf32>
    %v4493 = stablehlo.subtract %v430, %v4492 : tensor<576xf32>
    %v4494 = stablehlo.transpose %v3625, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4495 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4496 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4497 = stablehlo.multiply %v4297, %v4496 : tensor<192x192xf32>
    %v4498 = stablehlo.add %v4497, %v4494 : tensor<192x192xf32>
    %v4499 = stablehlo.multiply %v4495, %v4498 : tensor<192x192xf32>
    %v4500 = stablehlo.subtract %v431, %v4499 : tensor<192x192xf32>
    %v4501 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4502 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4503 = stablehlo.multiply %v4298, %v4502 : tensor<192xf32>
    %v4504 = stablehlo.add %v4503, %v3626 : tensor<192xf32>
    %v4505 = stablehlo.multiply %v4501, %v4504 : tensor<192xf32>
    %v4506 = stablehlo.subtract %v433, %v4505 : tensor<192xf32>
    %v4507 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4508 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4509 = stablehlo.multiply %v4299, %v4508 : tensor<192xf32>
    %v4510 = stablehlo.add %v4509, %v3596 : tensor<192xf32>
    %v4511 = stablehlo.multiply %v4507, %v4510 : tensor<192xf32>
    %v4512 = stablehlo.subtract %v434, %v4511 : tensor<192xf32>
    %v4513 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4514 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4515 = stablehlo.multiply %v4300, %v4514 : tensor<192xf32>
    %v4516 = stablehlo.add %v4515, %v3592 : tensor<192xf32>
    %v4517 = stablehlo.multiply %v4513, %v4516 : tensor<192xf32>
    %v4518 = stablehlo.subtract %v435, %v4517 : tensor<192xf32>
    %v4519 = stablehlo.transpose %v3586, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4520 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4521 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4522 = stablehlo.multiply %v4301, %v4521 : tensor<768x192xf32>
    %v4523 = stablehlo.add %v4522, %v4519 : tensor<768x192xf32>
    %v4524 = stablehlo.multiply %v4520, %v4523 : tensor<768x192xf32>
    %v4525 = stablehlo.subtract %v436, %v4524 : tensor<768x192xf32>
    %v4526 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4527 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4528 = stablehlo.multiply %v4302, %v4527 : tensor<768xf32>
    %v4529 = stablehlo.add %v4528, %v3587 : tensor<768xf32>
    %v4530 = stablehlo.multiply %v4526, %v4529 : tensor<768xf32>
    %v4531 = stablehlo.subtract %v438, %v4530 : tensor<768xf32>
    %v4532 = stablehlo.transpose %v3567, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4533 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4534 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4535 = stablehlo.multiply %v4303, %v4534 : tensor<192x768xf32>
    %v4536 = stablehlo.add %v4535, %v4532 : tensor<192x768xf32>
    %v4537 = stablehlo.multiply %v4533, %v4536 : tensor<192x768xf32>
    %v4538 = stablehlo.subtract %v439, %v4537 : tensor<192x768xf32>
    %v4539 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4540 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4541 = stablehlo.multiply %v4304, %v4540 : tensor<192xf32>
    %v4542 = stablehlo.add %v4541, %v3568 : tensor<192xf32>
    %v4543 = stablehlo.multiply %v4539, %v4542 : tensor<192xf32>
    %v4544 = stablehlo.subtract %v441, %v4543 : tensor<192xf32>
    %v4545 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4546 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4547 = stablehlo.multiply %v4305, %v4546 : tensor<192xf32>
    %v4548 = stablehlo.add %v4547, %v3526 : tensor<192xf32>
    %v4549 = stablehlo.multiply %v4545, %v4548 : tensor<192xf32>
    %v4550 = stablehlo.subtract %v521, %v4549 : tensor<192xf32>
    %v4551 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4552 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4553 = stablehlo.multiply %v4306, %v4552 : tensor<192xf32>
    %v4554 = stablehlo.add %v4553, %v3522 : tensor<192xf32>
    %v4555 = stablehlo.multiply %v4551, %v4554 : tensor<192xf32>
    %v4556 = stablehlo.subtract %v522, %v4555 : tensor<192xf32>
    %v4557 = stablehlo.transpose %v3516, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4558 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4559 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4560 = stablehlo.multiply %v4307, %v4559 : tensor<576x192xf32>
    %v4561 = stablehlo.add %v4560, %v4557 : tensor<576x192xf32>
    %v4562 = stablehlo.multiply %v4558, %v4561 : tensor<576x192xf32>
    %v4563 = stablehlo.subtract %v523, %v4562 : tensor<576x192xf32>
    %v4564 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4565 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4566 = stablehlo.multiply %v4308, %v4565 : tensor<576xf32>
    %v4567 = stablehlo.add %v4566, %v3517 : tensor<576xf32>
    %v4568 = stablehlo.multiply %v4564, %v4567 : tensor<576xf32>
    %v4569 = stablehlo.subtract %v525, %v4568 : tensor<576xf32>
    %v4570 = stablehlo.transpose %v3476, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4571 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4572 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4573 = stablehlo.multiply %v4309, %v4572 : tensor<192x192xf32>
    %v4574 = stablehlo.add %v4573, %v4570 : tensor<192x192xf32>
    %v4575 = stablehlo.multiply %v4571, %v4574 : tensor<192x192xf32>
    %v4576 = stablehlo.subtract %v526, %v4575 : tensor<192x192xf32>
    %v4577 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4578 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4579 = stablehlo.multiply %v4310, %v4578 : tensor<192xf32>
    %v4580 = stablehlo.add %v4579, %v3477 : tensor<192xf32>
    %v4581 = stablehlo.multiply %v4577, %v4580 : tensor<192xf32>
    %v4582 = stablehlo.subtract %v528, %v4581 : tensor<192xf32>
    %v4583 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4584 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4585 = stablehlo.multiply %v4311, %v4584 : tensor<192xf32>
    %v4586 = stablehlo.add %v4585, %v3447 : tensor<192xf32>
    %v4587 = stablehlo.multiply %v4583, %v4586 : tensor<192xf32>
    %v4588 = stablehlo.subtract %v529, %v4587 : tensor<192xf32>
    %v4589 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4590 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4591 = stablehlo.multiply %v4312, %v4590 : tensor<192xf32>
    %v4592 = stablehlo.add %v4591, %v3443 : tensor<192xf32>
    %v4593 = stablehlo.multiply %v4589, %v4592 : tensor<192xf32>
    %v4594 = stablehlo.subtract %v530, %v4593 : tensor<192xf32>
    %v4595 = stablehlo.transpose %v3437, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4596 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4597 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4598 = stablehlo.multiply %v4313, %v4597 : tensor<768x192xf32>
    %v4599 = stablehlo.add %v4598, %v4595 : tensor<768x192xf32>
    %v4600 = stablehlo.multiply %v4596, %v4599 : tensor<768x192xf32>
    %v4601 = stablehlo.subtract %v531, %v4600 : tensor<768x192xf32>
    %v4602 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4603 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4604 = stablehlo.multiply %v4314, %v4603 : tensor<768xf32>
    %v4605 = stablehlo.add %v4604, %v3438 : tensor<768xf32>
    %v4606 = stablehlo.multiply %v4602, %v4605 : tensor<768xf32>
    %v4607 = stablehlo.subtract %v533, %v4606 : tensor<768xf32>
    %v4608 = stablehlo.transpose %v3418, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4609 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4610 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4611 = stablehlo.multiply %v4315, %v4610 : tensor<192x768xf32>
    %v4612 = stablehlo.add %v4611, %v4608 : tensor<192x768xf32>
    %v4613 = stablehlo.multiply %v4609, %v4612 : tensor<192x768xf32>
    %v4614 = stablehlo.subtract %v534, %v4613 : tensor<192x768xf32>
    %v4615 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4616 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4617 = stablehlo.multiply %v4316, %v4616 : tensor<192xf32>
    %v4618 = stablehlo.add %v4617, %v3419 : tensor<192xf32>
    %v4619 = stablehlo.multiply %v4615, %v4618 : tensor<192xf32>
    %v4620 = stablehlo.subtract %v536, %v4619 : tensor<192xf32>
    %v4621 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4622 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4623 = stablehlo.multiply %v4317, %v4622 : tensor<192xf32>
    %v4624 = stablehlo.add %v4623, %v3377 : tensor<192xf32>
    %v4625 = stablehlo.multiply %v4621, %v4624 : tensor<192xf32>
    %v4626 = stablehlo.subtract %v616, %v4625 : tensor<192xf32>
    %v4627 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4628 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4629 = stablehlo.multiply %v4318, %v4628 : tensor<192xf32>
    %v4630 = stablehlo.add %v4629, %v3373 : tensor<192xf32>
    %v4631 = stablehlo.multiply %v4627, %v4630 : tensor<192xf32>
    %v4632 = stablehlo.subtract %v617, %v4631 : tensor<192xf32>
    %v4633 = stablehlo.transpose %v3367, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4634 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4635 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4636 = stablehlo.multiply %v4319, %v4635 : tensor<576x192xf32>
    %v4637 = stablehlo.add %v4636, %v4633 : tensor<576x192xf32>
    %v4638 = stablehlo.multiply %v4634, %v4637 : tensor<576x192xf32>
    %v4639 = stablehlo.subtract %v618, %v4638 : tensor<576x192xf32>
    %v4640 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4641 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4642 = stablehlo.multiply %v4320, %v4641 : tensor<576xf32>
    %v4643 = stablehlo.add %v4642, %v3368 : tensor<576xf32>
    %v4644 = stablehlo.multiply %v4640, %v4643 : tensor<576xf32>
    %v4645 = stablehlo.subtract %v620, %v4644 : tensor<576xf32>
    %v4646 = stablehlo.transpose %v3327, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4647 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4648 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4649 = stablehlo.multiply %v4321, %v4648 : tensor<192x192xf32>
    %v4650 = stablehlo.add %v4649, %v4646 : tensor<192x192xf32>
    %v4651 = stablehlo.multiply %v4647, %v4650 : tensor<192x192xf32>
    %v4652 = stablehlo.subtract %v621, %v4651 : tensor<192x192xf32>
    %v4653 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4654 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4655 = stablehlo.multiply %v4322, %v4654 : tensor<192xf32>
    %v4656 = stablehlo.add %v4655, %v3328 : tensor<192xf32>
    %v4657 = stablehlo.multiply %v4653, %v4656 : tensor<192xf32>
    %v4658 = stablehlo.subtract %v623, %v4657 : tensor<192xf32>
    %v4659 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4660 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4661 = stablehlo.multiply %v4323, %v4660 : tensor<192xf32>
    %v4662 = stablehlo.add %v4661, %v3298 : tensor<192xf32>
    %v4663 = stablehlo.multiply %v4659, %v4662 : tensor<192xf32>
    %v4664 = stablehlo.subtract %v624, %v4663 : tensor<192xf32>
    %v4665 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4666 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4667 = stablehlo.multiply %v4324, %v4666 : tensor<192xf32>
    %v4668 = stablehlo.add %v4667, %v3294 : tensor<192xf32>
    %v4669 = stablehlo.multiply %v4665, %v4668 : tensor<192xf32>
    %v4670 = stablehlo.subtract %v625, %v4669 : tensor<192xf32>
    %v4671 = stablehlo.transpose %v3288, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4672 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4673 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4674 = stablehlo.multiply %v4325, %v4673 : tensor<768x192xf32>
    %v4675 = stablehlo.add %v4674, %v4671 : tensor<768x192xf32>
    %v4676 = stablehlo.multiply %v4672, %v4675 : tensor<768x192xf32>
    %v4677 = stablehlo.subtract %v626, %v4676 : tensor<768x192xf32>
    %v4678 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4679 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4680 = stablehlo.multiply %v4326, %v4679 : tensor<768xf32>
    %v4681 = stablehlo.add %v4680, %v3289 : tensor<768xf32>
    %v4682 = stablehlo.multiply %v4678, %v4681 : tensor<768xf32>
    %v4683 = stablehlo.subtract %v628, %v4682 : tensor<768xf32>
    %v4684 = stablehlo.transpose %v3269, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4685 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4686 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4687 = stablehlo.multiply %v4327, %v4686 : tensor<192x768xf32>
    %v4688 = stablehlo.add %v4687, %v4684 : tensor<192x768xf32>
    %v4689 = stablehlo.multiply %v4685, %v4688 : tensor<192x768xf32>
    %v4690 = stablehlo.subtract %v629, %v4689 : tensor<192x768xf32>
    %v4691 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4692 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4693 = stablehlo.multiply %v4328, %v4692 : tensor<192xf32>
    %v4694 = stablehlo.add %v4693, %v3270 : tensor<192xf32>
    %v4695 = stablehlo.multiply %v4691, %v4694 : tensor<192xf32>
    %v4696 = stablehlo.subtract %v631, %v4695 : tensor<192xf32>
    %v4697 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4698 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4699 = stablehlo.multiply %v4329, %v4698 : tensor<192xf32>
    %v4700 = stablehlo.add %v4699, %v3228 : tensor<192xf32>
    %v4701 = stablehlo.multiply %v4697, %v4700 : tensor<192xf32>
    %v4702 = stablehlo.subtract %v711, %v4701 : tensor<192xf32>
    %v4703 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4704 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4705 = stablehlo.multiply %v4330, %v4704 : tensor<192xf32>
    %v4706 = stablehlo.add %v4705, %v3224 : tensor<192xf32>
    %v4707 = stablehlo.multiply %v4703, %v4706 : tensor<192xf32>
    %v4708 = stablehlo.subtract %v712, %v4707 : tensor<192xf32>
    %v4709 = stablehlo.transpose %v3218, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4710 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4711 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4712 = stablehlo.multiply %v4331, %v4711 : tensor<576x192xf32>
    %v4713 = stablehlo.add %v4712, %v4709 : tensor<576x192xf32>
    %v4714 = stablehlo.multiply %v4710, %v4713 : tensor<576x192xf32>
    %v4715 = stablehlo.subtract %v713, %v4714 : tensor<576x192xf32>
    %v4716 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4717 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4718 = stablehlo.multiply %v4332, %v4717 : tensor<576xf32>
    %v4719 = stablehlo.add %v4718, %v3219 : tensor<576xf32>
    %v4720 = stablehlo.multiply %v4716, %v4719 : tensor<576xf32>
    %v4721 = stablehlo.subtract %v715, %v4720 : tensor<576xf32>
    %v4722 = stablehlo.transpose %v3178, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4723 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4724 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4725 = stablehlo.multiply %v4333, %v4724 : tensor<192x192xf32>
    %v4726 = stablehlo.add %v4725, %v4722 : tensor<192x192xf32>
    %v4727 = stablehlo.multiply %v4723, %v4726 : tensor<192x192xf32>
    %v4728 = stablehlo.subtract %v716, %v4727 : tensor<192x192xf32>
    %v4729 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4730 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4731 = stablehlo.multiply %v4334, %v4730 : tensor<192xf32>
    %v4732 = stablehlo.add %v4731, %v3179 : tensor<192xf32>
    %v4733 = stablehlo.multiply %v4729, %v4732 : tensor<192xf32>
    %v4734 = stablehlo.subtract %v718, %v4733 : tensor<192xf32>
    %v4735 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4736 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4737 = stablehlo.multiply %v4335, %v4736 : tensor<192xf32>
    %v4738 = stablehlo.add %v4737, %v3149 : tensor<192xf32>
    %v4739 = stablehlo.multiply %v4735, %v4738 : tensor<192xf32>
    %v4740 = stablehlo.subtract %v719, %v4739 : tensor<192xf32>
    %v4741 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4742 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4743 = stablehlo.multiply %v4336, %v4742 : tensor<192xf32>
    %v4744 = stablehlo.add %v4743, %v3145 : tensor<192xf32>
    %v4745 = stablehlo.multiply %v4741, %v4744 : tensor<192xf32>
    %v4746 = stablehlo.subtract %v720, %v4745 : tensor<192xf32>
    %v4747 = stablehlo.transpose %v3139, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4748 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4749 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4750 = stablehlo.multiply %v4337, %v4749 : tensor<768x192xf32>
    %v4751 = stablehlo.add %v4750, %v4747 : tensor<768x192xf32>
    %v4752 = stablehlo.multiply %v4748, %v4751 : tensor<768x192xf32>
    %v4753 = stablehlo.subtract %v721, %v4752 : tensor<768x192xf32>
    %v4754 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4755 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4756 = stablehlo.multiply %v4338, %v4755 : tensor<768xf32>
    %v4757 = stablehlo.add %v4756, %v3140 : tensor<768xf32>
    %v4758 = stablehlo.multiply %v4754, %v4757 : tensor<768xf32>
    %v4759 = stablehlo.subtract %v723, %v4758 : tensor<768xf32>
    %v4760 = stablehlo.transpose %v3120, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4761 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4762 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4763 = stablehlo.multiply %v4339, %v4762 : tensor<192x768xf32>
    %v4764 = stablehlo.add %v4763, %v4760 : tensor<192x768xf32>
    %v4765 = stablehlo.multiply %v4761, %v4764 : tensor<192x768xf32>
    %v4766 = stablehlo.subtract %v724, %v4765 : tensor<192x768xf32>
    %v4767 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4768 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4769 = stablehlo.multiply %v4340, %v4768 : tensor<192xf32>
    %v4770 = stablehlo.add %v4769, %v3121 : tensor<192xf32>
    %v4771 = stablehlo.multiply %v4767, %v4770 : tensor<192xf32>
    %v4772 = stablehlo.subtract %v726, %v4771 : tensor<192xf32>
    %v4773 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4774 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4775 = stablehlo.multiply %v4341, %v4774 : tensor<192xf32>
    %v4776 = stablehlo.add %v4775, %v3079 : tensor<192xf32>
    %v4777 = stablehlo.multiply %v4773, %v4776 : tensor<192xf32>
    %v4778 = stablehlo.subtract %v806, %v4777 : tensor<192xf32>
    %v4779 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4780 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4781 = stablehlo.multiply %v4342, %v4780 : tensor<192xf32>
    %v4782 = stablehlo.add %v4781, %v3075 : tensor<192xf32>
    %v4783 = stablehlo.multiply %v4779, %v4782 : tensor<192xf32>
    %v4784 = stablehlo.subtract %v807, %v4783 : tensor<192xf32>
    %v4785 = stablehlo.transpose %v3069, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4786 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4787 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4788 = stablehlo.multiply %v4343, %v4787 : tensor<576x192xf32>
    %v4789 = stablehlo.add %v4788, %v4785 : tensor<576x192xf32>
    %v4790 = stablehlo.multiply %v4786, %v4789 : tensor<576x192xf32>
    %v4791 = stablehlo.subtract %v808, %v4790 : tensor<576x192xf32>
    %v4792 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4793 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4794 = stablehlo.multiply %v4344, %v4793 : tensor<576xf32>
    %v4795 = stablehlo.add %v4794, %v3070 : tensor<576xf32>
    %v4796 = stablehlo.multiply %v4792, %v4795 : tensor<576xf32>
    %v4797 = stablehlo.subtract %v810, %v4796 : tensor<576xf32>
    %v4798 = stablehlo.transpose %v3029, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4799 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4800 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4801 = stablehlo.multiply %v4345, %v4800 : tensor<192x192xf32>
    %v4802 = stablehlo.add %v4801, %v4798 : tensor<192x192xf32>
    %v4803 = stablehlo.multiply %v4799, %v4802 : tensor<192x192xf32>
    %v4804 = stablehlo.subtract %v811, %v4803 : tensor<192x192xf32>
    %v4805 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4806 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4807 = stablehlo.multiply %v4346, %v4806 : tensor<192xf32>
    %v4808 = stablehlo.add %v4807, %v3030 : tensor<192xf32>
    %v4809 = stablehlo.multiply %v4805, %v4808 : tensor<192xf32>
    %v4810 = stablehlo.subtract %v813, %v4809 : tensor<192xf32>
    %v4811 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4812 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4813 = stablehlo.multiply %v4347, %v4812 : tensor<192xf32>
    %v4814 = stablehlo.add %v4813, %v3000 : tensor<192xf32>
    %v4815 = stablehlo.multiply %v4811, %v4814 : tensor<192xf32>
    %v4816 = stablehlo.subtract %v814, %v4815 : tensor<192xf32>
    %v4817 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4818 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4819 = stablehlo.multiply %v4348, %v4818 : tensor<192xf32>
    %v4820 = stablehlo.add %v4819, %v2996 : tensor<192xf32>
    %v4821 = stablehlo.multiply %v4817, %v4820 : tensor<192xf32>
    %v4822 = stablehlo.subtract %v815, %v4821 : tensor<192xf32>
    %v4823 = stablehlo.transpose %v2990, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4824 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4825 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4826 = stablehlo.multiply %v4349, %v4825 : tensor<768x192xf32>
    %v4827 = stablehlo.add %v4826, %v4823 : tensor<768x192xf32>
    %v4828 = stablehlo.multiply %v4824, %v4827 : tensor<768x192xf32>
    %v4829 = stablehlo.subtract %v816, %v4828 : tensor<768x192xf32>
    %v4830 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4831 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4832 = stablehlo.multiply %v4350, %v4831 : tensor<768xf32>
    %v4833 = stablehlo.add %v4832, %v2991 : tensor<768xf32>
    %v4834 = stablehlo.multiply %v4830, %v4833 : tensor<768xf32>
    %v4835 = stablehlo.subtract %v818, %v4834 : tensor<768xf32>
    %v4836 = stablehlo.transpose %v2971, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4837 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4838 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4839 = stablehlo.multiply %v4351, %v4838 : tensor<192x768xf32>
    %v4840 = stablehlo.add %v4839, %v4836 : tensor<192x768xf32>
    %v4841 = stablehlo.multiply %v4837, %v4840 : tensor<192x768xf32>
    %v4842 = stablehlo.subtract %v819, %v4841 : tensor<192x768xf32>
    %v4843 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4844 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4845 = stablehlo.multiply %v4352, %v4844 : tensor<192xf32>
    %v4846 = stablehlo.add %v4845, %v2972 : tensor<192xf32>
    %v4847 = stablehlo.multiply %v4843, %v4846 : tensor<192xf32>
    %v4848 = stablehlo.subtract %v821, %v4847 : tensor<192xf32>
    %v4849 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4850 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4851 = stablehlo.multiply %v4353, %v4850 : tensor<192xf32>
    %v4852 = stablehlo.add %v4851, %v2930 : tensor<192xf32>
    %v4853 = stablehlo.multiply %v4849, %v4852 : tensor<192xf32>
    %v4854 = stablehlo.subtract %v901, %v4853 : tensor<192xf32>
    %v4855 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4856 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4857 = stablehlo.multiply %v4354, %v4856 : tensor<192xf32>
    %v4858 = stablehlo.add %v4857, %v2926 : tensor<192xf32>
    %v4859 = stablehlo.multiply %v4855, %v4858 : tensor<192xf32>
    %v4860 = stablehlo.subtract %v902, %v4859 : tensor<192xf32>
    %v4861 = stablehlo.transpose %v2920, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4862 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4863 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4864 = stablehlo.multiply %v4355, %v4863 : tensor<576x192xf32>
    %v4865 = stablehlo.add %v4864, %v4861 : tensor<576x192xf32>
    %v4866 = stablehlo.multiply %v4862, %v4865 : tensor<576x192xf32>
    %v4867 = stablehlo.subtract %v903, %v4866 : tensor<576x192xf32>
    %v4868 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4869 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4870 = stablehlo.multiply %v4356, %v4869 : tensor<576xf32>
    %v4871 = stablehlo.add %v4870, %v2921 : tensor<576xf32>
    %v4872 = stablehlo.multiply %v4868, %v4871 : tensor<576xf32>
    %v4873 = stablehlo.subtract %v905, %v4872 : tensor<576xf32>
    %v4874 = stablehlo.transpose %v2880, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4875 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4876 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4877 = stablehlo.multiply %v4357, %v4876 : tensor<192x192xf32>
    %v4878 = stablehlo.add %v4877, %v4874 : tensor<192x192xf32>
    %v4879 = stablehlo.multiply %v4875, %v4878 : tensor<192x192xf32>
    %v4880 = stablehlo.subtract %v906, %v4879 : tensor<192x192xf32>
    %v4881 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4882 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4883 = stablehlo.multiply %v4358, %v4882 : tensor<192xf32>
    %v4884 = stablehlo.add %v4883, %v2881 : tensor<192xf32>
    %v4885 = stablehlo.multiply %v4881, %v4884 : tensor<192xf32>
    %v4886 = stablehlo.subtract %v908, %v4885 : tensor<192xf32>
    %v4887 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4888 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4889 = stablehlo.multiply %v4359, %v4888 : tensor<192xf32>
    %v4890 = stablehlo.add %v4889, %v2851 : tensor<192xf32>
    %v4891 = stablehlo.multiply %v4887, %v4890 : tensor<192xf32>
    %v4892 = stablehlo.subtract %v909, %v4891 : tensor<192xf32>
    %v4893 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4894 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4895 = stablehlo.multiply %v4360, %v4894 : tensor<192xf32>
    %v4896 = stablehlo.add %v4895, %v2847 : tensor<192xf32>
    %v4897 = stablehlo.multiply %v4893, %v4896 : tensor<192xf32>
    %v4898 = stablehlo.subtract %v910, %v4897 : tensor<192xf32>
    %v4899 = stablehlo.transpose %v2841, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4900 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4901 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4902 = stablehlo.multiply %v4361, %v4901 : tensor<768x192xf32>
    %v4903 = stablehlo.add %v4902, %v4899 : tensor<768x192xf32>
    %v4904 = stablehlo.multiply %v4900, %v4903 : tensor<768x192xf32>
    %v4905 = stablehlo.subtract %v911, %v4904 : tensor<768x192xf32>
    %v4906 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4907 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4908 = stablehlo.multiply %v4362, %v4907 : tensor<768xf32>
    %v4909 = stablehlo.add %v4908, %v2842 : tensor<768xf32>
    %v4910 = stablehlo.multiply %v4906, %v4909 : tensor<768xf32>
    %v4911 = stablehlo.subtract %v913, %v4910 : tensor<768xf32>
    %v4912 = stablehlo.transpose %v2822, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4913 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4914 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4915 = stablehlo.multiply %v4363, %v4914 : tensor<192x768xf32>
    %v4916 = stablehlo.add %v4915, %v4912 : tensor<192x768xf32>
    %v4917 = stablehlo.multiply %v4913, %v4916 : tensor<192x768xf32>
    %v4918 = stablehlo.subtract %v914, %v4917 : tensor<192x768xf32>
    %v4919 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4920 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4921 = stablehlo.multiply %v4364, %v4920 : tensor<192xf32>
    %v4922 = stablehlo.add %v4921, %v2823 : tensor<192xf32>
    %v4923 = stablehlo.multiply %v4919, %v4922 : tensor<192xf32>
    %v4924 = stablehlo.subtract %v916, %v4923 : tensor<192xf32>
    %v4925 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4926 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4927 = stablehlo.multiply %v4365, %v4926 : tensor<192xf32>
    %v4928 = stablehlo.add %v4927, %v2781 : tensor<192xf32>
    %v4929 = stablehlo.multiply %v4925, %v4928 : tensor<192xf32>
    %v4930 = stablehlo.subtract %v996, %v4929 : tensor<192xf32>
    %v4931 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4932 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4933 = stablehlo.multiply %v4366, %v4932 : tensor<192xf32>
    %v4934 = stablehlo.add %v4933, %v2777 : tensor<192xf32>
    %v4935 = stablehlo.multiply %v4931, %v4934 : tensor<192xf32>
    %v4936 = stablehlo.subtract %v997, %v4935 : tensor<192xf32>
    %v4937 = stablehlo.transpose %v2771, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4938 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4939 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4940 = stablehlo.multiply %v4367, %v4939 : tensor<576x192xf32>
    %v4941 = stablehlo.add %v4940, %v4937 : tensor<576x192xf32>
    %v4942 = stablehlo.multiply %v4938, %v4941 : tensor<576x192xf32>
    %v4943 = stablehlo.subtract %v998, %v4942 : tensor<576x192xf32>
    %v4944 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4945 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4946 = stablehlo.multiply %v4368, %v4945 : tensor<576xf32>
    %v4947 = stablehlo.add %v4946, %v2772 : tensor<576xf32>
    %v4948 = stablehlo.multiply %v4944, %v4947 : tensor<576xf32>
    %v4949 = stablehlo.subtract %v1000, %v4948 : tensor<576xf32>
    %v4950 = stablehlo.transpose %v2731, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4951 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4952 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4953 = stablehlo.multiply %v4369, %v4952 : tensor<192x192xf32>
    %v4954 = stablehlo.add %v4953, %v4950 : tensor<192x192xf32>
    %v4955 = stablehlo.multiply %v4951, %v4954 : tensor<192x192xf32>
    %v4956 = stablehlo.subtract %v1001, %v4955 : tensor<192x192xf32>
    %v4957 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4958 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4959 = stablehlo.multiply %v4370, %v4958 : tensor<192xf32>
    %v4960 = stablehlo.add %v4959, %v2732 : tensor<192xf32>
    %v4961 = stablehlo.multiply %v4957, %v4960 : tensor<192xf32>
    %v4962 = stablehlo.subtract %v1003, %v4961 : tensor<192xf32>
    %v4963 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4964 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4965 = stablehlo.multiply %v4371, %v4964 : tensor<192xf32>
    %v4966 = stablehlo.add %v4965, %v2702 : tensor<192xf32>
    %v4967 = stablehlo.multiply %v4963, %v4966 : tensor<192xf32>
    %v4968 = stablehlo.subtract %v1004, %v4967 : tensor<192xf32>
    %v4969 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4970 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4971 = stablehlo.multiply %v4372, %v4970 : tensor<192xf32>
    %v4972 = stablehlo.add %v4971, %v2698 : tensor<192xf32>
    %v4973 = stablehlo.multiply %v4969, %v4972 : tensor<192xf32>
    %v4974 = stablehlo.subtract %v1005, %v4973 : tensor<192xf32>
    %v4975 = stablehlo.transpose %v2692, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4976 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4977 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4978 = stablehlo.multiply %v4373, %v4977 : tensor<768x192xf32>
    %v4979 = stablehlo.add %v4978, %v4975 : tensor<768x192xf32>
    %v4980 = stablehlo.multiply %v4976, %v4979 : tensor<768x192xf32>
    %v4981 = stablehlo.subtract %v1006, %v4980 : tensor<768x192xf32>
    %v4982 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4983 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4984 = stablehlo.multiply %v4374, %v4983 : tensor<768xf32>
    %v4985 = stablehlo.add %v4984, %v2693 : tensor<768xf32>
    %v4986 = stablehlo.multiply %v4982, %v4985 : tensor<768xf32>
    %v4987 = stablehlo.subtract %v1008, %v4986 : tensor<768xf32>
    %v4988 = stablehlo.transpose %v2673, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4989 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4990 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4991 = stablehlo.multiply %v4375, %v4990 : tensor<192x768xf32>
    %v4992 = stablehlo.add %v4991, %v4988 : tensor<192x768xf32>
    %v4993 = stablehlo.multiply %v4989, %v4992 : tensor<192x768xf32>
    %v4994 = stablehlo.subtract %v1009, %v4993 : tensor<192x768xf32>
    %v4995 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4996 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4997 = stablehlo.multiply %v4376, %v4996 : tensor<192xf32>
    %v4998 = stablehlo.add %v4997, %v2674 : tensor<192xf32>
    %v4999 = stablehlo.multiply %v4995, %v4998 : tensor<192xf32>
    %v5000 = stablehlo.subtract %v1011, %v4999 : tensor<192xf32>
    %v5001 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5002 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5003 = stablehlo.multiply %v4377, %v5002 : tensor<192xf32>
    %v5004 = stablehlo.add %v5003, %v2632 : tensor<192xf32>
    %v5005 = stablehlo.multiply %v5001, %v5004 : tensor<192xf32>
    %v5006 = stablehlo.subtract %v1091, %v5005 : tensor<192xf32>
    %v5007 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5008 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5009 = stablehlo.multiply %v4378, %v5008 : tensor<192xf32>
    %v5010 = stablehlo.add %v5009, %v2628 : tensor<192xf32>
    %v5011 = stablehlo.multiply %v5007, %v5010 : tensor<192xf32>
    %v5012 = stablehlo.subtract %v1092, %v5011 : tensor<192xf32>
    %v5013 = stablehlo.transpose %v2622, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5014 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5015 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5016 = stablehlo.multiply %v4379, %v5015 : tensor<576x192xf32>
    %v5017 = stablehlo.add %v5016, %v5013 : tensor<576x192xf32>
    %v5018 = stablehlo.multiply %v5014, %v5017 : tensor<576x192xf32>
    %v5019 = stablehlo.subtract %v1093, %v5018 : tensor<576x192xf32>
    %v5020 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5021 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5022 = stablehlo.multiply %v4380, %v5021 : tensor<576xf32>
    %v5023 = stablehlo.add %v5022, %v2623 : tensor<576xf32>
    %v5024 = stablehlo.multiply %v5020, %v5023 : tensor<576xf32>
    %v5025 = stablehlo.subtract %v1095, %v5024 : tensor<576xf32>
    %v5026 = stablehlo.transpose %v2582, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5027 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5028 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5029 = stablehlo.multiply %v4381, %v5028 : tensor<192x192xf32>
    %v5030 = stablehlo.add %v5029, %v5026 : tensor<192x192xf32>
    %v5031 = stablehlo.multiply %v5027, %v5030 : tensor<192x192xf32>
    %v5032 = stablehlo.subtract %v1096, %v5031 : tensor<192x192xf32>
    %v5033 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5034 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5035 = stablehlo.multiply %v4382, %v5034 : tensor<192xf32>
    %v5036 = stablehlo.add %v5035, %v2583 : tensor<192xf32>
    %v5037 = stablehlo.multiply %v5033, %v5036 : tensor<192xf32>
    %v5038 = stablehlo.subtract %v1098, %v5037 : tensor<192xf32>
    %v5039 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5040 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5041 = stablehlo.multiply %v4383, %v5040 : tensor<192xf32>
    %v5042 = stablehlo.add %v5041, %v2553 : tensor<192xf32>
    %v5043 = stablehlo.multiply %v5039, %v5042 : tensor<192xf32>
    %v5044 = stablehlo.subtract %v1099, %v5043 : tensor<192xf32>
    %v5045 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5046 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5047 = stablehlo.multiply %v4384, %v5046 : tensor<192xf32>
    %v5048 = stablehlo.add %v5047, %v2549 : tensor<192xf32>
    %v5049 = stablehlo.multiply %v5045, %v5048 : tensor<192xf32>
    %v5050 = stablehlo.subtract %v1100, %v5049 : tensor<192xf32>
    %v5051 = stablehlo.transpose %v2543, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5052 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5053 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5054 = stablehlo.multiply %v4385, %v5053 : tensor<768x192xf32>
    %v5055 = stablehlo.add %v5054, %v5051 : tensor<768x192xf32>
    %v5056 = stablehlo.multiply %v5052, %v5055 : tensor<768x192xf32>
    %v5057 = stablehlo.subtract %v1101, %v5056 : tensor<768x192xf32>
    %v5058 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5059 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5060 = stablehlo.multiply %v4386, %v5059 : tensor<768xf32>
    %v5061 = stablehlo.add %v5060, %v2544 : tensor<768xf32>
    %v5062 = stablehlo.multiply %v5058, %v5061 : tensor<768xf32>
    %v5063 = stablehlo.subtract %v1103, %v5062 : tensor<768xf32>
    %v5064 = stablehlo.transpose %v2524, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5065 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5066 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5067 = stablehlo.multiply %v4387, %v5066 : tensor<192x768xf32>
    %v5068 = stablehlo.add %v5067, %v5064 : tensor<192x768xf32>
    %v5069 = stablehlo.multiply %v5065, %v5068 : tensor<192x768xf32>
    %v5070 = stablehlo.subtract %v1104, %v5069 : tensor<192x768xf32>
    %v5071 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5072 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5073 = stablehlo.multiply %v4388, %v5072 : tensor<192xf32>
    %v5074 = stablehlo.add %v5073, %v2525 : tensor<192xf32>
    %v5075 = stablehlo.multiply %v5071, %v5074 : tensor<192xf32>
    %v5076 = stablehlo.subtract %v1106, %v5075 : tensor<192xf32>
    %v5077 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5078 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5079 = stablehlo.multiply %v4389, %v5078 : tensor<192xf32>
    %v5080 = stablehlo.add %v5079, %v2483 : tensor<192xf32>
    %v5081 = stablehlo.multiply %v5077, %v5080 : tensor<192xf32>
    %v5082 = stablehlo.subtract %v1186, %v5081 : tensor<192xf32>
    %v5083 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5084 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5085 = stablehlo.multiply %v4390, %v5084 : tensor<192xf32>
    %v5086 = stablehlo.add %v5085, %v2479 : tensor<192xf32>
    %v5087 = stablehlo.multiply %v5083, %v5086 : tensor<192xf32>
    %v5088 = stablehlo.subtract %v1187, %v5087 : tensor<192xf32>
    %v5089 = stablehlo.transpose %v2473, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5090 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5091 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5092 = stablehlo.multiply %v4391, %v5091 : tensor<576x192xf32>
    %v5093 = stablehlo.add %v5092, %v5089 : tensor<576x192xf32>
    %v5094 = stablehlo.multiply %v5090, %v5093 : tensor<576x192xf32>
    %v5095 = stablehlo.subtract %v1188, %v5094 : tensor<576x192xf32>
    %v5096 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5097 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5098 = stablehlo.multiply %v4392, %v5097 : tensor<576xf32>
    %v5099 = stablehlo.add %v5098, %v2474 : tensor<576xf32>
    %v5100 = stablehlo.multiply %v5096, %v5099 : tensor<576xf32>
    %v5101 = stablehlo.subtract %v1190, %v5100 : tensor<576xf32>
    %v5102 = stablehlo.transpose %v2433, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5103 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5104 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5105 = stablehlo.multiply %v4393, %v5104 : tensor<192x192xf32>
    %v5106 = stablehlo.add %v5105, %v5102 : tensor<192x192xf32>
    %v5107 = stablehlo.multiply %v5103, %v5106 : tensor<192x192xf32>
    %v5108 = stablehlo.subtract %v1191, %v5107 : tensor<192x192xf32>
    %v5109 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5110 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5111 = stablehlo.multiply %v4394, %v5110 : tensor<192xf32>
    %v5112 = stablehlo.add %v5111, %v2434 : tensor<192xf32>
    %v5113 = stablehlo.multiply %v5109, %v5112 : tensor<192xf32>
    %v5114 = stablehlo.subtract %v1193, %v5113 : tensor<192xf32>
    %v5115 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5116 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5117 = stablehlo.multiply %v4395, %v5116 : tensor<192xf32>
    %v5118 = stablehlo.add %v5117, %v2404 : tensor<192xf32>
    %v5119 = stablehlo.multiply %v5115, %v5118 : tensor<192xf32>
    %v5120 = stablehlo.subtract %v1194, %v5119 : tensor<192xf32>
    %v5121 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5122 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5123 = stablehlo.multiply %v4396, %v5122 : tensor<192xf32>
    %v5124 = stablehlo.add %v5123, %v2400 : tensor<192xf32>
    %v5125 = stablehlo.multiply %v5121, %v5124 : tensor<192xf32>
    %v5126 = stablehlo.subtract %v1195, %v5125 : tensor<192xf32>
    %v5127 = stablehlo.transpose %v2394, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5128 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5129 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5130 = stablehlo.multiply %v4397, %v5129 : tensor<768x192xf32>
    %v5131 = stablehlo.add %v5130, %v5127 : tensor<768x192xf32>
    %v5132 = stablehlo.multiply %v5128, %v5131 : tensor<768x192xf32>
    %v5133 = stablehlo.subtract %v1196, %v5132 : tensor<768x192xf32>
    %v5134 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5135 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5136 = stablehlo.multiply %v4398, %v5135 : tensor<768xf32>
    %v5137 = stablehlo.add %v5136, %v2395 : tensor<768xf32>
    %v5138 = stablehlo.multiply %v5134, %v5137 : tensor<768xf32>
    %v5139 = stablehlo.subtract %v1198, %v5138 : tensor<768xf32>
    %v5140 = stablehlo.transpose %v2375, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5141 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5142 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5143 = stablehlo.multiply %v4399, %v5142 : tensor<192x768xf32>
    %v5144 = stablehlo.add %v5143, %v5140 : tensor<192x768xf32>
    %v5145 = stablehlo.multiply %v5141, %v5144 : tensor<192x768xf32>
    %v5146 = stablehlo.subtract %v1199, %v5145 : tensor<192x768xf32>
    %v5147 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5148 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5149 = stablehlo.multiply %v4400, %v5148 : tensor<192xf32>
    %v5150 = stablehlo.add %v5149, %v2376 : tensor<192xf32>
    %v5151 = stablehlo.multiply %v5147, %v5150 : tensor<192xf32>
    %v5152 = stablehlo.subtract %v1201, %v5151 : tensor<192xf32>
    %v5153 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5154 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5155 = stablehlo.multiply %v4401, %v5154 : tensor<192xf32>
    %v5156 = stablehlo.add %v5155, %v2334 : tensor<192xf32>
    %v5157 = stablehlo.multiply %v5153, %v5156 : tensor<192xf32>
    %v5158 = stablehlo.subtract %v1281, %v5157 : tensor<192xf32>
    %v5159 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5160 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5161 = stablehlo.multiply %v4402, %v5160 : tensor<192xf32>
    %v5162 = stablehlo.add %v5161, %v2330 : tensor<192xf32>
    %v5163 = stablehlo.multiply %v5159, %v5162 : tensor<192xf32>
    %v5164 = stablehlo.subtract %v1282, %v5163 : tensor<192xf32>
    %v5165 = stablehlo.transpose %v2324, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5166 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5167 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5168 = stablehlo.multiply %v4403, %v5167 : tensor<576x192xf32>
    %v5169 = stablehlo.add %v5168, %v5165 : tensor<576x192xf32>
    %v5170 = stablehlo.multiply %v5166, %v5169 : tensor<576x192xf32>
    %v5171 = stablehlo.subtract %v1283, %v5170 : tensor<576x192xf32>
    %v5172 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5173 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5174 = stablehlo.multiply %v4404, %v5173 : tensor<576xf32>
    %v5175 = stablehlo.add %v5174, %v2325 : tensor<576xf32>
    %v5176 = stablehlo.multiply %v5172, %v5175 : tensor<576xf32>
    %v5177 = stablehlo.subtract %v1285, %v5176 : tensor<576xf32>
    %v5178 = stablehlo.transpose %v2284, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5179 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5180 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5181 = stablehlo.multiply %v4405, %v5180 : tensor<192x192xf32>
    %v5182 = stablehlo.add %v5181, %v5178 : tensor<192x192xf32>
    %v5183 = stablehlo.multiply %v5179, %v5182 : tensor<192x192xf32>
    %v5184 = stablehlo.subtract %v1286, %v5183 : tensor<192x192xf32>
    %v5185 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5186 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5187 = stablehlo.multiply %v4406, %v5186 : tensor<192xf32>
    %v5188 = stablehlo.add %v5187, %v2285 : tensor<192xf32>
    %v5189 = stablehlo.multiply %v5185, %v5188 : tensor<192xf32>
    %v5190 = stablehlo.subtract %v1288, %v5189 : tensor<192xf32>
    %v5191 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5192 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5193 = stablehlo.multiply %v4407, %v5192 : tensor<192xf32>
    %v5194 = stablehlo.add %v5193, %v2255 : tensor<192xf32>
    %v5195 = stablehlo.multiply %v5191, %v5194 : tensor<192xf32>
    %v5196 = stablehlo.subtract %v1289, %v5195 : tensor<192xf32>
    %v5197 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5198 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5199 = stablehlo.multiply %v4408, %v5198 : tensor<192xf32>
    %v5200 = stablehlo.add %v5199, %v2251 : tensor<192xf32>
    %v5201 = stablehlo.multiply %v5197, %v5200 : tensor<192xf32>
    %v5202 = stablehlo.subtract %v1290, %v5201 : tensor<192xf32>
    %v5203 = stablehlo.transpose %v2245, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5204 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5205 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5206 = stablehlo.multiply %v4409, %v5205 : tensor<768x192xf32>
    %v5207 = stablehlo.add %v5206, %v5203 : tensor<768x192xf32>
    %v5208 = stablehlo.multiply %v5204, %v5207 : tensor<768x192xf32>
    %v5209 = stablehlo.subtract %v1291, %v5208 : tensor<768x192xf32>
    %v5210 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5211 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5212 = stablehlo.multiply %v4410, %v5211 : tensor<768xf32>
    %v5213 = stablehlo.add %v5212, %v2246 : tensor<768xf32>
    %v5214 = stablehlo.multiply %v5210, %v5213 : tensor<768xf32>
    %v5215 = stablehlo.subtract %v1293, %v5214 : tensor<768xf32>
    %v5216 = stablehlo.transpose %v2226, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5217 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5218 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5219 = stablehlo.multiply %v4411, %v5218 : tensor<192x768xf32>
    %v5220 = stablehlo.add %v5219, %v5216 : tensor<192x768xf32>
    %v5221 = stablehlo.multiply %v5217, %v5220 : tensor<192x768xf32>
    %v5222 = stablehlo.subtract %v1294, %v5221 : tensor<192x768xf32>
    %v5223 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5224 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5225 = stablehlo.multiply %v4412, %v5224 : tensor<192xf32>
    %v5226 = stablehlo.add %v5225, %v2227 : tensor<192xf32>
    %v5227 = stablehlo.multiply %v5223, %v5226 : tensor<192xf32>
    %v5228 = stablehlo.subtract %v1296, %v5227 : tensor<192xf32>
    %v5229 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5230 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5231 = stablehlo.multiply %v4413, %v5230 : tensor<192xf32>
    %v5232 = stablehlo.add %v5231, %v2185 : tensor<192xf32>
    %v5233 = stablehlo.multiply %v5229, %v5232 : tensor<192xf32>
    %v5234 = stablehlo.subtract %v1376, %v5233 : tensor<192xf32>
    %v5235 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5236 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5237 = stablehlo.multiply %v4414, %v5236 : tensor<192xf32>
    %v5238 = stablehlo.add %v5237, %v2181 : tensor<192xf32>
    %v5239 = stablehlo.multiply %v5235, %v5238 : tensor<192xf32>
    %v5240 = stablehlo.subtract %v1377, %v5239 : tensor<192xf32>
    %v5241 = stablehlo.transpose %v2175, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5242 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5243 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5244 = stablehlo.multiply %v4415, %v5243 : tensor<576x192xf32>
    %v5245 = stablehlo.add %v5244, %v5241 : tensor<576x192xf32>
    %v5246 = stablehlo.multiply %v5242, %v5245 : tensor<576x192xf32>
    %v5247 = stablehlo.subtract %v1378, %v5246 : tensor<576x192xf32>
    %v5248 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5249 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5250 = stablehlo.multiply %v4416, %v5249 : tensor<576xf32>
    %v5251 = stablehlo.add %v5250, %v2176 : tensor<576xf32>
    %v5252 = stablehlo.multiply %v5248, %v5251 : tensor<576xf32>
    %v5253 = stablehlo.subtract %v1380, %v5252 : tensor<576xf32>
    %v5254 = stablehlo.transpose %v2135, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5255 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5256 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5257 = stablehlo.multiply %v4417, %v5256 : tensor<192x192xf32>
    %v5258 = stablehlo.add %v5257, %v5254 : tensor<192x192xf32>
    %v5259 = stablehlo.multiply %v5255, %v5258 : tensor<192x192xf32>
    %v5260 = stablehlo.subtract %v1381, %v5259 : tensor<192x192xf32>
    %v5261 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5262 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5263 = stablehlo.multiply %v4418, %v5262 : tensor<192xf32>
    %v5264 = stablehlo.add %v5263, %v2136 : tensor<192xf32>
    %v5265 = stablehlo.multiply %v5261, %v5264 : tensor<192xf32>
    %v5266 = stablehlo.subtract %v1383, %v5265 : tensor<192xf32>
    %v5267 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5268 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5269 = stablehlo.multiply %v4419, %v5268 : tensor<192xf32>
    %v5270 = stablehlo.add %v5269, %v2106 : tensor<192xf32>
    %v5271 = stablehlo.multiply %v5267, %v5270 : tensor<192xf32>
    %v5272 = stablehlo.subtract %v1384, %v5271 : tensor<192xf32>
    %v5273 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5274 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5275 = stablehlo.multiply %v4420, %v5274 : tensor<192xf32>
    %v5276 = stablehlo.add %v5275, %v2102 : tensor<192xf32>
    %v5277 = stablehlo.multiply %v5273, %v5276 : tensor<192xf32>
    %v5278 = stablehlo.subtract %v1385, %v5277 : tensor<192xf32>
    %v5279 = stablehlo.transpose %v2096, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5280 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5281 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5282 = stablehlo.multiply %v4421, %v5281 : tensor<768x192xf32>
    %v5283 = stablehlo.add %v5282, %v5279 : tensor<768x192xf32>
    %v5284 = stablehlo.multiply %v5280, %v5283 : tensor<768x192xf32>
    %v5285 = stablehlo.subtract %v1386, %v5284 : tensor<768x192xf32>
    %v5286 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5287 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5288 = stablehlo.multiply %v4422, %v5287 : tensor<768xf32>
    %v5289 = stablehlo.add %v5288, %v2097 : tensor<768xf32>
    %v5290 = stablehlo.multiply %v5286, %v5289 : tensor<768xf32>
    %v5291 = stablehlo.subtract %v1388, %v5290 : tensor<768xf32>
    %v5292 = stablehlo.transpose %v2077, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5293 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5294 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5295 = stablehlo.multiply %v4423, %v5294 : tensor<192x768xf32>
    %v5296 = stablehlo.add %v5295, %v5292 : tensor<192x768xf32>
    %v5297 = stablehlo.multiply %v5293, %v5296 : tensor<192x768xf32>
    %v5298 = stablehlo.subtract %v1389, %v5297 : tensor<192x768xf32>
    %v5299 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5300 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5301 = stablehlo.multiply %v4424, %v5300 : tensor<192xf32>
    %v5302 = stablehlo.add %v5301, %v2078 : tensor<192xf32>
    %v5303 = stablehlo.multiply %v5299, %v5302 : tensor<192xf32>
    %v5304 = stablehlo.subtract %v1391, %v5303 : tensor<192xf32>
    %v5305 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5306 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5307 = stablehlo.multiply %v4425, %v5306 : tensor<192xf32>
    %v5308 = stablehlo.add %v5307, %v2036 : tensor<192xf32>
    %v5309 = stablehlo.multiply %v5305, %v5308 : tensor<192xf32>
    %v5310 = stablehlo.subtract %v1471, %v5309 : tensor<192xf32>
    %v5311 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5312 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5313 = stablehlo.multiply %v4426, %v5312 : tensor<192xf32>
    %v5314 = stablehlo.add %v5313, %v2032 : tensor<192xf32>
    %v5315 = stablehlo.multiply %v5311, %v5314 : tensor<192xf32>
    %v5316 = stablehlo.subtract %v1472, %v5315 : tensor<192xf32>
    %v5317 = stablehlo.transpose %v2026, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5318 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5319 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5320 = stablehlo.multiply %v4427, %v5319 : tensor<576x192xf32>
    %v5321 = stablehlo.add %v5320, %v5317 : tensor<576x192xf32>
    %v5322 = stablehlo.multiply %v5318, %v5321 : tensor<576x192xf32>
    %v5323 = stablehlo.subtract %v1473, %v5322 : tensor<576x192xf32>
    %v5324 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5325 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5326 = stablehlo.multiply %v4428, %v5325 : tensor<576xf32>
    %v5327 = stablehlo.add %v5326, %v2027 : tensor<576xf32>
    %v5328 = stablehlo.multiply %v5324, %v5327 : tensor<576xf32>
    %v5329 = stablehlo.subtract %v1475, %v5328 : tensor<576xf32>
    %v5330 = stablehlo.transpose %v1986, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5331 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5332 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5333 = stablehlo.multiply %v4429, %v5332 : tensor<192x192xf32>
    %v5334 = stablehlo.add %v5333, %v5330 : tensor<192x192xf32>
    %v5335 = stablehlo.multiply %v5331, %v5334 : tensor<192x192xf32>
    %v5336 = stablehlo.subtract %v1476, %v5335 : tensor<192x192xf32>
    %v5337 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5338 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5339 = stablehlo.multiply %v4430, %v5338 : tensor<192xf32>
    %v5340 = stablehlo.add %v5339, %v1987 : tensor<192xf32>
    %v5341 = stablehlo.multiply %v5337, %v5340 : tensor<192xf32>
    %v5342 = stablehlo.subtract %v1478, %v5341 : tensor<192xf32>
    %v5343 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5344 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5345 = stablehlo.multiply %v4431, %v5344 : tensor<192xf32>
    %v5346 = stablehlo.add %v5345, %v1957 : tensor<192xf32>
    %v5347 = stablehlo.multiply %v5343, %v5346 : tensor<192xf32>
    %v5348 = stablehlo.subtract %v1479, %v5347 : tensor<192xf32>
    %v5349 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5350 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5351 = stablehlo.multiply %v4432, %v5350 : tensor<192xf32>
    %v5352 = stablehlo.add %v5351, %v1953 : tensor<192xf32>
    %v5353 = stablehlo.multiply %v5349, %v5352 : tensor<192xf32>
    %v5354 = stablehlo.subtract %v1480, %v5353 : tensor<192xf32>
    %v5355 = stablehlo.transpose %v1947, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5356 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5357 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5358 = stablehlo.multiply %v4433, %v5357 : tensor<768x192xf32>
    %v5359 = stablehlo.add %v5358, %v5355 : tensor<768x192xf32>
    %v5360 = stablehlo.multiply %v5356, %v5359 : tensor<768x192xf32>
    %v5361 = stablehlo.subtract %v1481, %v5360 : tensor<768x192xf32>
    %v5362 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5363 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5364 = stablehlo.multiply %v4434, %v5363 : tensor<768xf32>
    %v5365 = stablehlo.add %v5364, %v1948 : tensor<768xf32>
    %v5366 = stablehlo.multiply %v5362, %v5365 : tensor<768xf32>
    %v5367 = stablehlo.subtract %v1483, %v5366 : tensor<768xf32>
    %v5368 = stablehlo.transpose %v1928, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5369 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5370 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5371 = stablehlo.multiply %v4435, %v5370 : tensor<192x768xf32>
    %v5372 = stablehlo.add %v5371, %v5368 : tensor<192x768xf32>
    %v5373 = stablehlo.multiply %v5369, %v5372 : tensor<192x768xf32>
    %v5374 = stablehlo.subtract %v1484, %v5373 : tensor<192x768xf32>
    %v5375 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5376 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5377 = stablehlo.multiply %v4436, %v5376 : tensor<192xf32>
    %v5378 = stablehlo.add %v5377, %v1929 : tensor<192xf32>
    %v5379 = stablehlo.multiply %v5375, %v5378 : tensor<192xf32>
    %v5380 = stablehlo.subtract %v1486, %v5379 : tensor<192xf32>
    %v5381 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5382 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5383 = stablehlo.multiply %v4437, %v5382 : tensor<192xf32>
    %v5384 = stablehlo.add %v5383, %v1900 : tensor<192xf32>
    %v5385 = stablehlo.multiply %v5381, %v5384 : tensor<192xf32>
    %v5386 = stablehlo.subtract %v1566, %v5385 : tensor<192xf32>
    %v5387 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5388 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5389 = stablehlo.multiply %v4438, %v5388 : tensor<192xf32>
    %v5390 = stablehlo.add %v5389, %v1896 : tensor<192xf32>
    %v5391 = stablehlo.multiply %v5387, %v5390 : tensor<192xf32>
    %v5392 = stablehlo.subtract %v1567, %v5391 : tensor<192xf32>
    %v5393 = stablehlo.transpose %v1763, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %v5394 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %v5395 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %v5396 = stablehlo.multiply %v4439, %v5395 : tensor<10x192xf32>
    %v5397 = stablehlo.add %v5396, %v5393 : tensor<10x192xf32>
    %v5398 = stablehlo.multiply %v5394, %v5397 : tensor<10x192xf32>
    %v5399 = stablehlo.subtract %v1717, %v5398 : tensor<10x192xf32>
    %v5400 = stablehlo.broadcast_in_dim %v4441, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %v5401 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %v5402 = stablehlo.multiply %v4440, %v5401 : tensor<10xf32>
    %v5403 = stablehlo.add %v5402, %v1764 : tensor<10xf32>
    %v5404 = stablehlo.multiply %v5400, %v5403 : tensor<10xf32>
    %v5405 = stablehlo.subtract %v1719, %v5404 : tensor<10xf32>
    return %v4448, %v4454, %v4461, %v4468, %v4474, %v4480, %v4487, %v4493, %v4500, %v4506, %v4512, %v4518, %v4525, %v4531, %v4538, %v4544, %v4550, %v4556, %v4563, %v4569, %v4576, %v4582, %v4588, %v4594, %v4601, %v4607, %v4614, %v4620, %v4626, %v4632, %v4639, %v4645, %v4652, %v4658, %v4664, %v4670, %v4677, %v4683, %v4690, %v4696, %v4702, %v4708, %v4715, %v4721, %v4728, %v4734, %v4740, %v4746, %v4753, %v4759, %v4766, %v4772, %v4778, %v4784, %v4791, %v4797, %v4804, %v4810, %v4816, %v4822, %v4829, %v4835, %v4842, %v4848, %v4854, %v4860, %v4867, %v4873, %v4880, %v4886, %v4892, %v4898, %v4905, %v4911, %v4918, %v4924, %v4930, %v4936, %v4943, %v4949, %v4956, %v4962, %v4968, %v4974, %v4981, %v4987, %v4994, %v5000, %v5006, %v5012, %v5019, %v5025, %v5032, %v5038, %v5044, %v5050, %v5057, %v5063, %v5070, %v5076, %v5082, %v5088, %v5095, %v5101, %v5108, %v5114, %v5120, %v5126, %v5133, %v5139, %v5146, %v5152, %v5158, %v5164, %v5171, %v5177, %v5184, %v5190, %v5196, %v5202, %v5209, %v5215, %v5222, %v5228, %v5234, %v5240, %v5247, %v5253, %v5260, %v5266, %v5272, %v5278, %v5285, %v5291, %v5298, %v5304, %v5310, %v5316, %v5323, %v5329, %v5336, %v5342, %v5348, %v5354, %v5361, %v5367, %v5374, %v5380, %v5386, %v5392, %v5399, %v5405, %v4446, %v4452, %v4459, %v4466, %v4472, %v4478, %v4485, %v4491, %v4498, %v4504, %v4510, %v4516, %v4523, %v4529, %v4536, %v4542, %v4548, %v4554, %v4561, %v4567, %v4574, %v4580, %v4586, %v4592, %v4599, %v4605, %v4612, %v4618, %v4624, %v4630, %v4637, %v4643, %v4650, %v4656, %v4662, %v4668, %v4675, %v4681, %v4688, %v4694, %v4700, %v4706, %v4713, %v4719, %v4726, %v4732, %v4738, %v4744, %v4751, %v4757, %v4764, %v4770, %v4776, %v4782, %v4789, %v4795, %v4802, %v4808, %v4814, %v4820, %v4827, %v4833, %v4840, %v4846, %v4852, %v4858, %v4865, %v4871, %v4878, %v4884, %v4890, %v4896, %v4903, %v4909, %v4916, %v4922, %v4928, %v4934, %v4941, %v4947, %v4954, %v4960, %v4966, %v4972, %v4979, %v4985, %v4992, %v4998, %v5004, %v5010, %v5017, %v5023, %v5030, %v5036, %v5042, %v5048, %v5055, %v5061, %v5068, %v5074, %v5080, %v5086, %v5093, %v5099, %v5106, %v5112, %v5118, %v5124, %v5131, %v5137, %v5144, %v5150, %v5156, %v5162, %v5169, %v5175, %v5182, %v5188, %v5194, %v5200, %v5207, %v5213, %v5220, %v5226, %v5232, %v5238, %v5245, %v5251, %v5258, %v5264, %v5270, %v5276, %v5283, %v5289, %v5296, %v5302, %v5308, %v5314, %v5321, %v5327, %v5334, %v5340, %v5346, %v5352, %v5359, %v5365, %v5372, %v5378, %v5384, %v5390, %v5397, %v5403, %v1742 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
