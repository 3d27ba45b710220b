module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v426: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v427: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v446: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v448: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v473: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v475: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v480: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v481: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v500: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v502: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v503: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v505: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v521: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v522: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v541: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v543: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v568: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v570: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v575: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v576: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v595: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v597: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v598: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v600: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v616: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v617: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v636: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v638: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v663: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v665: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v670: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v671: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v690: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v692: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v693: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v695: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v711: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v712: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v731: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v733: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v758: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v760: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v765: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v766: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v785: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v787: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v788: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v790: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v806: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v826: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v828: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v853: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v855: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v860: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v861: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v880: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v882: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v883: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v885: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v901: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v902: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v921: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v923: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v948: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v950: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v955: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v956: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v975: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v977: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v978: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v980: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v996: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v997: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v1016: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v1018: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v1043: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v1045: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v1050: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v1051: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v1070: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v1072: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v1073: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v1075: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v1091: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v1092: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v1111: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v1113: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v1138: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v1140: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v1145: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v1146: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v1165: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v1167: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v1168: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v1170: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1186: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1187: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1206: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1208: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1233: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1235: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1240: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1241: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1260: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1262: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1263: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1265: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1281: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1282: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1301: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1303: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1328: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1330: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1335: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1336: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1355: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1357: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1358: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1360: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1376: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1377: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1396: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1398: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1423: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1425: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1430: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1431: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1450: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1452: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1453: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1455: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1471: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1472: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1491: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1493: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1518: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1520: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1525: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1526: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1545: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1547: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1548: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1550: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1566: tensor<192xf32> {vjp.name = "norm.weight"}, %v1567: tensor<192xf32> {vjp.name = "norm.bias"}, %v1717: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1719: tensor<10xf32> {vjp.name = "head.bias"}, %v1723: tensor<32xf32> {vjp.name = "labels"}, %v4049: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %v4050: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %v4051: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %v4052: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %v4053: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %v4054: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %v4055: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %v4056: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %v4057: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %v4058: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %v4059: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %v4060: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %v4061: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %v4062: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %v4063: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %v4064: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %v4065: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %v4066: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %v4067: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %v4068: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %v4069: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %v4070: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %v4071: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %v4072: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %v4073: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %v4074: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %v4075: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %v4076: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %v4077: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %v4078: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %v4079: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %v4080: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %v4081: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %v4082: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %v4083: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %v4084: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %v4085: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %v4086: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %v4087: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %v4088: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %v4089: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %v4090: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %v4091: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %v4092: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %v4093: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %v4094: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %v4095: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %v4096: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %v4097: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %v4098: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %v4099: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %v4100: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %v4101: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %v4102: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %v4103: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %v4104: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %v4105: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %v4106: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %v4107: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %v4108: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %v4109: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %v4110: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %v4111: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %v4112: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %v4113: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %v4114: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %v4115: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %v4116: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %v4117: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %v4118: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %v4119: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %v4120: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %v4121: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %v4122: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %v4123: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %v4124: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %v4125: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %v4126: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %v4127: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %v4128: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %v4129: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %v4130: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %v4131: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %v4132: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %v4133: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %v4134: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %v4135: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %v4136: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %v4137: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %v4138: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %v4139: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %v4140: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %v4141: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %v4142: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %v4143: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %v4144: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %v4145: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %v4146: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %v4147: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %v4148: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %v4149: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %v4150: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %v4151: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %v4152: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %v4153: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %v4154: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %v4155: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %v4156: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %v4157: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %v4158: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %v4159: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %v4160: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %v4161: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %v4162: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %v4163: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %v4164: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %v4165: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %v4166: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %v4167: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %v4168: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %v4169: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %v4170: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %v4171: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %v4172: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %v4173: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %v4174: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %v4175: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %v4176: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %v4177: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %v4178: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %v4179: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %v4180: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %v4181: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %v4182: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %v4183: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %v4184: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %v4185: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %v4186: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %v4187: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %v4188: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %v4189: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %v4190: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %v4191: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %v4192: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %v4193: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %v4194: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %v4195: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %v4196: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %v4197: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %v4198: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %v4199: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %v4200: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %v4201: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
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
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v428 = stablehlo.reduce(%v425 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v429 = stablehlo.broadcast_in_dim %v428, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v430 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v431 = stablehlo.multiply %v429, %v430 : tensor<6304x192xf32>
    %v432 = stablehlo.subtract %v425, %v431 : tensor<6304x192xf32>
    %v433 = stablehlo.multiply %v432, %v432 : tensor<6304x192xf32>
    %c66 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v434 = stablehlo.reduce(%v433 init: %c66) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v435 = stablehlo.broadcast_in_dim %v434, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v436 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v437 = stablehlo.multiply %v435, %v436 : tensor<6304x192xf32>
    %v438 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v439 = stablehlo.add %v437, %v438 : tensor<6304x192xf32>
    %v440 = stablehlo.rsqrt %v439 : tensor<6304x192xf32>
    %v441 = stablehlo.multiply %v432, %v440 : tensor<6304x192xf32>
    %v442 = stablehlo.broadcast_in_dim %v426, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v443 = stablehlo.multiply %v441, %v442 : tensor<6304x192xf32>
    %v444 = stablehlo.broadcast_in_dim %v427, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v445 = stablehlo.add %v443, %v444 : tensor<6304x192xf32>
    %v447 = stablehlo.transpose %v446, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v449 = stablehlo.dot_general %v445, %v447, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v450 = stablehlo.broadcast_in_dim %v448, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v451 = stablehlo.add %v449, %v450 : tensor<6304x576xf32>
    %v452 = stablehlo.reshape %v451 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v453 = stablehlo.transpose %v452, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v454 = "stablehlo.slice"(%v453) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v455 = stablehlo.reshape %v454 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v456 = "stablehlo.slice"(%v453) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v457 = stablehlo.reshape %v456 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v458 = "stablehlo.slice"(%v453) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v459 = stablehlo.reshape %v458 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v460 = stablehlo.dot_general %v455, %v457, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v461 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v462 = stablehlo.multiply %v460, %v461 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v463 = stablehlo.reduce(%v462 init: %c67) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v464 = stablehlo.broadcast_in_dim %v463, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v465 = stablehlo.subtract %v462, %v464 : tensor<32x3x197x197xf32>
    %v466 = stablehlo.exponential %v465 : tensor<32x3x197x197xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v467 = stablehlo.reduce(%v466 init: %c68) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v468 = stablehlo.broadcast_in_dim %v467, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v469 = stablehlo.divide %v466, %v468 : tensor<32x3x197x197xf32>
    %v470 = stablehlo.dot_general %v469, %v459, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v471 = stablehlo.transpose %v470, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v472 = stablehlo.reshape %v471 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v474 = stablehlo.transpose %v473, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v476 = stablehlo.dot_general %v472, %v474, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v477 = stablehlo.broadcast_in_dim %v475, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v478 = stablehlo.add %v476, %v477 : tensor<6304x192xf32>
    %v479 = stablehlo.add %v425, %v478 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v482 = stablehlo.reduce(%v479 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v483 = stablehlo.broadcast_in_dim %v482, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v484 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v485 = stablehlo.multiply %v483, %v484 : tensor<6304x192xf32>
    %v486 = stablehlo.subtract %v479, %v485 : tensor<6304x192xf32>
    %v487 = stablehlo.multiply %v486, %v486 : tensor<6304x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v488 = stablehlo.reduce(%v487 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v489 = stablehlo.broadcast_in_dim %v488, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v490 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v491 = stablehlo.multiply %v489, %v490 : tensor<6304x192xf32>
    %v492 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v493 = stablehlo.add %v491, %v492 : tensor<6304x192xf32>
    %v494 = stablehlo.rsqrt %v493 : tensor<6304x192xf32>
    %v495 = stablehlo.multiply %v486, %v494 : tensor<6304x192xf32>
    %v496 = stablehlo.broadcast_in_dim %v480, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v497 = stablehlo.multiply %v495, %v496 : tensor<6304x192xf32>
    %v498 = stablehlo.broadcast_in_dim %v481, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v499 = stablehlo.add %v497, %v498 : tensor<6304x192xf32>
    %v501 = stablehlo.transpose %v500, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v504 = stablehlo.transpose %v503, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v506 = stablehlo.dot_general %v499, %v501, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v507 = stablehlo.broadcast_in_dim %v502, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v508 = stablehlo.add %v506, %v507 : tensor<6304x768xf32>
    %v509 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v510 = stablehlo.multiply %v508, %v509 : tensor<6304x768xf32>
    %v511 = chlo.erf %v510 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v512 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v513 = stablehlo.add %v512, %v511 : tensor<6304x768xf32>
    %v514 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v515 = stablehlo.multiply %v513, %v514 : tensor<6304x768xf32>
    %v516 = stablehlo.multiply %v508, %v515 : tensor<6304x768xf32>
    %v517 = stablehlo.dot_general %v516, %v504, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v518 = stablehlo.broadcast_in_dim %v505, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v519 = stablehlo.add %v517, %v518 : tensor<6304x192xf32>
    %v520 = stablehlo.add %v479, %v519 : tensor<6304x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v523 = stablehlo.reduce(%v520 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v524 = stablehlo.broadcast_in_dim %v523, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v525 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v526 = stablehlo.multiply %v524, %v525 : tensor<6304x192xf32>
    %v527 = stablehlo.subtract %v520, %v526 : tensor<6304x192xf32>
    %v528 = stablehlo.multiply %v527, %v527 : tensor<6304x192xf32>
    %c72 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v529 = stablehlo.reduce(%v528 init: %c72) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v530 = stablehlo.broadcast_in_dim %v529, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v531 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v532 = stablehlo.multiply %v530, %v531 : tensor<6304x192xf32>
    %v533 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v534 = stablehlo.add %v532, %v533 : tensor<6304x192xf32>
    %v535 = stablehlo.rsqrt %v534 : tensor<6304x192xf32>
    %v536 = stablehlo.multiply %v527, %v535 : tensor<6304x192xf32>
    %v537 = stablehlo.broadcast_in_dim %v521, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v538 = stablehlo.multiply %v536, %v537 : tensor<6304x192xf32>
    %v539 = stablehlo.broadcast_in_dim %v522, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v540 = stablehlo.add %v538, %v539 : tensor<6304x192xf32>
    %v542 = stablehlo.transpose %v541, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v544 = stablehlo.dot_general %v540, %v542, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v545 = stablehlo.broadcast_in_dim %v543, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v546 = stablehlo.add %v544, %v545 : tensor<6304x576xf32>
    %v547 = stablehlo.reshape %v546 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v548 = stablehlo.transpose %v547, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v549 = "stablehlo.slice"(%v548) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v550 = stablehlo.reshape %v549 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v551 = "stablehlo.slice"(%v548) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v552 = stablehlo.reshape %v551 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v553 = "stablehlo.slice"(%v548) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v554 = stablehlo.reshape %v553 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v555 = stablehlo.dot_general %v550, %v552, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v556 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v557 = stablehlo.multiply %v555, %v556 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v558 = stablehlo.reduce(%v557 init: %c73) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v559 = stablehlo.broadcast_in_dim %v558, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v560 = stablehlo.subtract %v557, %v559 : tensor<32x3x197x197xf32>
    %v561 = stablehlo.exponential %v560 : tensor<32x3x197x197xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v562 = stablehlo.reduce(%v561 init: %c74) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v563 = stablehlo.broadcast_in_dim %v562, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v564 = stablehlo.divide %v561, %v563 : tensor<32x3x197x197xf32>
    %v565 = stablehlo.dot_general %v564, %v554, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v566 = stablehlo.transpose %v565, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v567 = stablehlo.reshape %v566 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v569 = stablehlo.transpose %v568, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v571 = stablehlo.dot_general %v567, %v569, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v572 = stablehlo.broadcast_in_dim %v570, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v573 = stablehlo.add %v571, %v572 : tensor<6304x192xf32>
    %v574 = stablehlo.add %v520, %v573 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v577 = stablehlo.reduce(%v574 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v578 = stablehlo.broadcast_in_dim %v577, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v579 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v580 = stablehlo.multiply %v578, %v579 : tensor<6304x192xf32>
    %v581 = stablehlo.subtract %v574, %v580 : tensor<6304x192xf32>
    %v582 = stablehlo.multiply %v581, %v581 : tensor<6304x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v583 = stablehlo.reduce(%v582 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v584 = stablehlo.broadcast_in_dim %v583, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v585 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v586 = stablehlo.multiply %v584, %v585 : tensor<6304x192xf32>
    %v587 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v588 = stablehlo.add %v586, %v587 : tensor<6304x192xf32>
    %v589 = stablehlo.rsqrt %v588 : tensor<6304x192xf32>
    %v590 = stablehlo.multiply %v581, %v589 : tensor<6304x192xf32>
    %v591 = stablehlo.broadcast_in_dim %v575, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v592 = stablehlo.multiply %v590, %v591 : tensor<6304x192xf32>
    %v593 = stablehlo.broadcast_in_dim %v576, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v594 = stablehlo.add %v592, %v593 : tensor<6304x192xf32>
    %v596 = stablehlo.transpose %v595, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v599 = stablehlo.transpose %v598, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v601 = stablehlo.dot_general %v594, %v596, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v602 = stablehlo.broadcast_in_dim %v597, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v603 = stablehlo.add %v601, %v602 : tensor<6304x768xf32>
    %v604 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v605 = stablehlo.multiply %v603, %v604 : tensor<6304x768xf32>
    %v606 = chlo.erf %v605 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v607 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v608 = stablehlo.add %v607, %v606 : tensor<6304x768xf32>
    %v609 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v610 = stablehlo.multiply %v608, %v609 : tensor<6304x768xf32>
    %v611 = stablehlo.multiply %v603, %v610 : tensor<6304x768xf32>
    %v612 = stablehlo.dot_general %v611, %v599, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v613 = stablehlo.broadcast_in_dim %v600, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v614 = stablehlo.add %v612, %v613 : tensor<6304x192xf32>
    %v615 = stablehlo.add %v574, %v614 : tensor<6304x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v618 = stablehlo.reduce(%v615 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v619 = stablehlo.broadcast_in_dim %v618, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v620 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v621 = stablehlo.multiply %v619, %v620 : tensor<6304x192xf32>
    %v622 = stablehlo.subtract %v615, %v621 : tensor<6304x192xf32>
    %v623 = stablehlo.multiply %v622, %v622 : tensor<6304x192xf32>
    %c78 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v624 = stablehlo.reduce(%v623 init: %c78) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v625 = stablehlo.broadcast_in_dim %v624, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v626 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v627 = stablehlo.multiply %v625, %v626 : tensor<6304x192xf32>
    %v628 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v629 = stablehlo.add %v627, %v628 : tensor<6304x192xf32>
    %v630 = stablehlo.rsqrt %v629 : tensor<6304x192xf32>
    %v631 = stablehlo.multiply %v622, %v630 : tensor<6304x192xf32>
    %v632 = stablehlo.broadcast_in_dim %v616, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v633 = stablehlo.multiply %v631, %v632 : tensor<6304x192xf32>
    %v634 = stablehlo.broadcast_in_dim %v617, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v635 = stablehlo.add %v633, %v634 : tensor<6304x192xf32>
    %v637 = stablehlo.transpose %v636, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v639 = stablehlo.dot_general %v635, %v637, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v640 = stablehlo.broadcast_in_dim %v638, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v641 = stablehlo.add %v639, %v640 : tensor<6304x576xf32>
    %v642 = stablehlo.reshape %v641 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v643 = stablehlo.transpose %v642, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v644 = "stablehlo.slice"(%v643) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v645 = stablehlo.reshape %v644 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v646 = "stablehlo.slice"(%v643) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v647 = stablehlo.reshape %v646 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v648 = "stablehlo.slice"(%v643) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v649 = stablehlo.reshape %v648 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v650 = stablehlo.dot_general %v645, %v647, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v651 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v652 = stablehlo.multiply %v650, %v651 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v653 = stablehlo.reduce(%v652 init: %c79) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v654 = stablehlo.broadcast_in_dim %v653, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v655 = stablehlo.subtract %v652, %v654 : tensor<32x3x197x197xf32>
    %v656 = stablehlo.exponential %v655 : tensor<32x3x197x197xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v657 = stablehlo.reduce(%v656 init: %c80) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v658 = stablehlo.broadcast_in_dim %v657, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v659 = stablehlo.divide %v656, %v658 : tensor<32x3x197x197xf32>
    %v660 = stablehlo.dot_general %v659, %v649, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v661 = stablehlo.transpose %v660, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v662 = stablehlo.reshape %v661 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v664 = stablehlo.transpose %v663, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v666 = stablehlo.dot_general %v662, %v664, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v667 = stablehlo.broadcast_in_dim %v665, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v668 = stablehlo.add %v666, %v667 : tensor<6304x192xf32>
    %v669 = stablehlo.add %v615, %v668 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v672 = stablehlo.reduce(%v669 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v673 = stablehlo.broadcast_in_dim %v672, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v674 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v675 = stablehlo.multiply %v673, %v674 : tensor<6304x192xf32>
    %v676 = stablehlo.subtract %v669, %v675 : tensor<6304x192xf32>
    %v677 = stablehlo.multiply %v676, %v676 : tensor<6304x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v678 = stablehlo.reduce(%v677 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v679 = stablehlo.broadcast_in_dim %v678, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v680 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v681 = stablehlo.multiply %v679, %v680 : tensor<6304x192xf32>
    %v682 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v683 = stablehlo.add %v681, %v682 : tensor<6304x192xf32>
    %v684 = stablehlo.rsqrt %v683 : tensor<6304x192xf32>
    %v685 = stablehlo.multiply %v676, %v684 : tensor<6304x192xf32>
    %v686 = stablehlo.broadcast_in_dim %v670, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v687 = stablehlo.multiply %v685, %v686 : tensor<6304x192xf32>
    %v688 = stablehlo.broadcast_in_dim %v671, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v689 = stablehlo.add %v687, %v688 : tensor<6304x192xf32>
    %v691 = stablehlo.transpose %v690, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v694 = stablehlo.transpose %v693, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v696 = stablehlo.dot_general %v689, %v691, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v697 = stablehlo.broadcast_in_dim %v692, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v698 = stablehlo.add %v696, %v697 : tensor<6304x768xf32>
    %v699 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v700 = stablehlo.multiply %v698, %v699 : tensor<6304x768xf32>
    %v701 = chlo.erf %v700 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v702 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v703 = stablehlo.add %v702, %v701 : tensor<6304x768xf32>
    %v704 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v703, %v704 : tensor<6304x768xf32>
    %v706 = stablehlo.multiply %v698, %v705 : tensor<6304x768xf32>
    %v707 = stablehlo.dot_general %v706, %v694, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v708 = stablehlo.broadcast_in_dim %v695, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v709 = stablehlo.add %v707, %v708 : tensor<6304x192xf32>
    %v710 = stablehlo.add %v669, %v709 : tensor<6304x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v713 = stablehlo.reduce(%v710 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v714 = stablehlo.broadcast_in_dim %v713, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v715 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v716 = stablehlo.multiply %v714, %v715 : tensor<6304x192xf32>
    %v717 = stablehlo.subtract %v710, %v716 : tensor<6304x192xf32>
    %v718 = stablehlo.multiply %v717, %v717 : tensor<6304x192xf32>
    %c84 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v719 = stablehlo.reduce(%v718 init: %c84) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v720 = stablehlo.broadcast_in_dim %v719, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v721 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v722 = stablehlo.multiply %v720, %v721 : tensor<6304x192xf32>
    %v723 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v724 = stablehlo.add %v722, %v723 : tensor<6304x192xf32>
    %v725 = stablehlo.rsqrt %v724 : tensor<6304x192xf32>
    %v726 = stablehlo.multiply %v717, %v725 : tensor<6304x192xf32>
    %v727 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v728 = stablehlo.multiply %v726, %v727 : tensor<6304x192xf32>
    %v729 = stablehlo.broadcast_in_dim %v712, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v730 = stablehlo.add %v728, %v729 : tensor<6304x192xf32>
    %v732 = stablehlo.transpose %v731, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v734 = stablehlo.dot_general %v730, %v732, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v735 = stablehlo.broadcast_in_dim %v733, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v736 = stablehlo.add %v734, %v735 : tensor<6304x576xf32>
    %v737 = stablehlo.reshape %v736 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v738 = stablehlo.transpose %v737, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v739 = "stablehlo.slice"(%v738) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v740 = stablehlo.reshape %v739 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v741 = "stablehlo.slice"(%v738) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v742 = stablehlo.reshape %v741 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v743 = "stablehlo.slice"(%v738) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v744 = stablehlo.reshape %v743 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v745 = stablehlo.dot_general %v740, %v742, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v746 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v747 = stablehlo.multiply %v745, %v746 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v748 = stablehlo.reduce(%v747 init: %c85) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v749 = stablehlo.broadcast_in_dim %v748, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v750 = stablehlo.subtract %v747, %v749 : tensor<32x3x197x197xf32>
    %v751 = stablehlo.exponential %v750 : tensor<32x3x197x197xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v752 = stablehlo.reduce(%v751 init: %c86) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v753 = stablehlo.broadcast_in_dim %v752, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v754 = stablehlo.divide %v751, %v753 : tensor<32x3x197x197xf32>
    %v755 = stablehlo.dot_general %v754, %v744, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v756 = stablehlo.transpose %v755, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v757 = stablehlo.reshape %v756 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v759 = stablehlo.transpose %v758, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v761 = stablehlo.dot_general %v757, %v759, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v762 = stablehlo.broadcast_in_dim %v760, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v763 = stablehlo.add %v761, %v762 : tensor<6304x192xf32>
    %v764 = stablehlo.add %v710, %v763 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v767 = stablehlo.reduce(%v764 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v768 = stablehlo.broadcast_in_dim %v767, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v769 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v770 = stablehlo.multiply %v768, %v769 : tensor<6304x192xf32>
    %v771 = stablehlo.subtract %v764, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.multiply %v771, %v771 : tensor<6304x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v776 = stablehlo.multiply %v774, %v775 : tensor<6304x192xf32>
    %v777 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v778 = stablehlo.add %v776, %v777 : tensor<6304x192xf32>
    %v779 = stablehlo.rsqrt %v778 : tensor<6304x192xf32>
    %v780 = stablehlo.multiply %v771, %v779 : tensor<6304x192xf32>
    %v781 = stablehlo.broadcast_in_dim %v765, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v782 = stablehlo.multiply %v780, %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.broadcast_in_dim %v766, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v784 = stablehlo.add %v782, %v783 : tensor<6304x192xf32>
    %v786 = stablehlo.transpose %v785, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v789 = stablehlo.transpose %v788, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v791 = stablehlo.dot_general %v784, %v786, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v792 = stablehlo.broadcast_in_dim %v787, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v793 = stablehlo.add %v791, %v792 : tensor<6304x768xf32>
    %v794 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v795 = stablehlo.multiply %v793, %v794 : tensor<6304x768xf32>
    %v796 = chlo.erf %v795 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v797 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v798 = stablehlo.add %v797, %v796 : tensor<6304x768xf32>
    %v799 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v800 = stablehlo.multiply %v798, %v799 : tensor<6304x768xf32>
    %v801 = stablehlo.multiply %v793, %v800 : tensor<6304x768xf32>
    %v802 = stablehlo.dot_general %v801, %v789, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v803 = stablehlo.broadcast_in_dim %v790, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v804 = stablehlo.add %v802, %v803 : tensor<6304x192xf32>
    %v805 = stablehlo.add %v764, %v804 : tensor<6304x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v808 = stablehlo.reduce(%v805 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v809 = stablehlo.broadcast_in_dim %v808, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v810 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v811 = stablehlo.multiply %v809, %v810 : tensor<6304x192xf32>
    %v812 = stablehlo.subtract %v805, %v811 : tensor<6304x192xf32>
    %v813 = stablehlo.multiply %v812, %v812 : tensor<6304x192xf32>
    %c90 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v814 = stablehlo.reduce(%v813 init: %c90) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v815 = stablehlo.broadcast_in_dim %v814, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v816 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v817 = stablehlo.multiply %v815, %v816 : tensor<6304x192xf32>
    %v818 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v819 = stablehlo.add %v817, %v818 : tensor<6304x192xf32>
    %v820 = stablehlo.rsqrt %v819 : tensor<6304x192xf32>
    %v821 = stablehlo.multiply %v812, %v820 : tensor<6304x192xf32>
    %v822 = stablehlo.broadcast_in_dim %v806, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v823 = stablehlo.multiply %v821, %v822 : tensor<6304x192xf32>
    %v824 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v825 = stablehlo.add %v823, %v824 : tensor<6304x192xf32>
    %v827 = stablehlo.transpose %v826, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v829 = stablehlo.dot_general %v825, %v827, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v830 = stablehlo.broadcast_in_dim %v828, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v831 = stablehlo.add %v829, %v830 : tensor<6304x576xf32>
    %v832 = stablehlo.reshape %v831 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v833 = stablehlo.transpose %v832, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v834 = "stablehlo.slice"(%v833) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v835 = stablehlo.reshape %v834 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v836 = "stablehlo.slice"(%v833) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v837 = stablehlo.reshape %v836 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v838 = "stablehlo.slice"(%v833) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v839 = stablehlo.reshape %v838 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v840 = stablehlo.dot_general %v835, %v837, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v841 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v842 = stablehlo.multiply %v840, %v841 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v843 = stablehlo.reduce(%v842 init: %c91) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v844 = stablehlo.broadcast_in_dim %v843, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v845 = stablehlo.subtract %v842, %v844 : tensor<32x3x197x197xf32>
    %v846 = stablehlo.exponential %v845 : tensor<32x3x197x197xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v847 = stablehlo.reduce(%v846 init: %c92) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v848 = stablehlo.broadcast_in_dim %v847, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v849 = stablehlo.divide %v846, %v848 : tensor<32x3x197x197xf32>
    %v850 = stablehlo.dot_general %v849, %v839, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v851 = stablehlo.transpose %v850, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v852 = stablehlo.reshape %v851 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v854 = stablehlo.transpose %v853, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v856 = stablehlo.dot_general %v852, %v854, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v857 = stablehlo.broadcast_in_dim %v855, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v858 = stablehlo.add %v856, %v857 : tensor<6304x192xf32>
    %v859 = stablehlo.add %v805, %v858 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v862 = stablehlo.reduce(%v859 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v863 = stablehlo.broadcast_in_dim %v862, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v864 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v865 = stablehlo.multiply %v863, %v864 : tensor<6304x192xf32>
    %v866 = stablehlo.subtract %v859, %v865 : tensor<6304x192xf32>
    %v867 = stablehlo.multiply %v866, %v866 : tensor<6304x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v868 = stablehlo.reduce(%v867 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v869 = stablehlo.broadcast_in_dim %v868, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v870 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v871 = stablehlo.multiply %v869, %v870 : tensor<6304x192xf32>
    %v872 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v873 = stablehlo.add %v871, %v872 : tensor<6304x192xf32>
    %v874 = stablehlo.rsqrt %v873 : tensor<6304x192xf32>
    %v875 = stablehlo.multiply %v866, %v874 : tensor<6304x192xf32>
    %v876 = stablehlo.broadcast_in_dim %v860, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v877 = stablehlo.multiply %v875, %v876 : tensor<6304x192xf32>
    %v878 = stablehlo.broadcast_in_dim %v861, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v879 = stablehlo.add %v877, %v878 : tensor<6304x192xf32>
    %v881 = stablehlo.transpose %v880, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v884 = stablehlo.transpose %v883, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v886 = stablehlo.dot_general %v879, %v881, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v887 = stablehlo.broadcast_in_dim %v882, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v888 = stablehlo.add %v886, %v887 : tensor<6304x768xf32>
    %v889 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v890 = stablehlo.multiply %v888, %v889 : tensor<6304x768xf32>
    %v891 = chlo.erf %v890 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v892 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v893 = stablehlo.add %v892, %v891 : tensor<6304x768xf32>
    %v894 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v895 = stablehlo.multiply %v893, %v894 : tensor<6304x768xf32>
    %v896 = stablehlo.multiply %v888, %v895 : tensor<6304x768xf32>
    %v897 = stablehlo.dot_general %v896, %v884, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v898 = stablehlo.broadcast_in_dim %v885, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v899 = stablehlo.add %v897, %v898 : tensor<6304x192xf32>
    %v900 = stablehlo.add %v859, %v899 : tensor<6304x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v903 = stablehlo.reduce(%v900 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v904 = stablehlo.broadcast_in_dim %v903, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v905 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v906 = stablehlo.multiply %v904, %v905 : tensor<6304x192xf32>
    %v907 = stablehlo.subtract %v900, %v906 : tensor<6304x192xf32>
    %v908 = stablehlo.multiply %v907, %v907 : tensor<6304x192xf32>
    %c96 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v909 = stablehlo.reduce(%v908 init: %c96) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v910 = stablehlo.broadcast_in_dim %v909, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v911 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v912 = stablehlo.multiply %v910, %v911 : tensor<6304x192xf32>
    %v913 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v914 = stablehlo.add %v912, %v913 : tensor<6304x192xf32>
    %v915 = stablehlo.rsqrt %v914 : tensor<6304x192xf32>
    %v916 = stablehlo.multiply %v907, %v915 : tensor<6304x192xf32>
    %v917 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v918 = stablehlo.multiply %v916, %v917 : tensor<6304x192xf32>
    %v919 = stablehlo.broadcast_in_dim %v902, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v920 = stablehlo.add %v918, %v919 : tensor<6304x192xf32>
    %v922 = stablehlo.transpose %v921, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v924 = stablehlo.dot_general %v920, %v922, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v925 = stablehlo.broadcast_in_dim %v923, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v926 = stablehlo.add %v924, %v925 : tensor<6304x576xf32>
    %v927 = stablehlo.reshape %v926 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v928 = stablehlo.transpose %v927, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v929 = "stablehlo.slice"(%v928) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v930 = stablehlo.reshape %v929 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v931 = "stablehlo.slice"(%v928) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v932 = stablehlo.reshape %v931 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v933 = "stablehlo.slice"(%v928) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v934 = stablehlo.reshape %v933 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v935 = stablehlo.dot_general %v930, %v932, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v936 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v937 = stablehlo.multiply %v935, %v936 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v938 = stablehlo.reduce(%v937 init: %c97) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v939 = stablehlo.broadcast_in_dim %v938, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v940 = stablehlo.subtract %v937, %v939 : tensor<32x3x197x197xf32>
    %v941 = stablehlo.exponential %v940 : tensor<32x3x197x197xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v942 = stablehlo.reduce(%v941 init: %c98) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v943 = stablehlo.broadcast_in_dim %v942, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v944 = stablehlo.divide %v941, %v943 : tensor<32x3x197x197xf32>
    %v945 = stablehlo.dot_general %v944, %v934, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v946 = stablehlo.transpose %v945, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v947 = stablehlo.reshape %v946 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v949 = stablehlo.transpose %v948, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v951 = stablehlo.dot_general %v947, %v949, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v952 = stablehlo.broadcast_in_dim %v950, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v953 = stablehlo.add %v951, %v952 : tensor<6304x192xf32>
    %v954 = stablehlo.add %v900, %v953 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v957 = stablehlo.reduce(%v954 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v958 = stablehlo.broadcast_in_dim %v957, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v959 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v960 = stablehlo.multiply %v958, %v959 : tensor<6304x192xf32>
    %v961 = stablehlo.subtract %v954, %v960 : tensor<6304x192xf32>
    %v962 = stablehlo.multiply %v961, %v961 : tensor<6304x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v963 = stablehlo.reduce(%v962 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v964 = stablehlo.broadcast_in_dim %v963, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v965 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v966 = stablehlo.multiply %v964, %v965 : tensor<6304x192xf32>
    %v967 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v968 = stablehlo.add %v966, %v967 : tensor<6304x192xf32>
    %v969 = stablehlo.rsqrt %v968 : tensor<6304x192xf32>
    %v970 = stablehlo.multiply %v961, %v969 : tensor<6304x192xf32>
    %v971 = stablehlo.broadcast_in_dim %v955, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v972 = stablehlo.multiply %v970, %v971 : tensor<6304x192xf32>
    %v973 = stablehlo.broadcast_in_dim %v956, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v974 = stablehlo.add %v972, %v973 : tensor<6304x192xf32>
    %v976 = stablehlo.transpose %v975, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v979 = stablehlo.transpose %v978, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v981 = stablehlo.dot_general %v974, %v976, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v982 = stablehlo.broadcast_in_dim %v977, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v983 = stablehlo.add %v981, %v982 : tensor<6304x768xf32>
    %v984 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v985 = stablehlo.multiply %v983, %v984 : tensor<6304x768xf32>
    %v986 = chlo.erf %v985 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v987 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v988 = stablehlo.add %v987, %v986 : tensor<6304x768xf32>
    %v989 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v990 = stablehlo.multiply %v988, %v989 : tensor<6304x768xf32>
    %v991 = stablehlo.multiply %v983, %v990 : tensor<6304x768xf32>
    %v992 = stablehlo.dot_general %v991, %v979, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v993 = stablehlo.broadcast_in_dim %v980, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v994 = stablehlo.add %v992, %v993 : tensor<6304x192xf32>
    %v995 = stablehlo.add %v954, %v994 : tensor<6304x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v998 = stablehlo.reduce(%v995 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v999 = stablehlo.broadcast_in_dim %v998, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1000 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1001 = stablehlo.multiply %v999, %v1000 : tensor<6304x192xf32>
    %v1002 = stablehlo.subtract %v995, %v1001 : tensor<6304x192xf32>
    %v1003 = stablehlo.multiply %v1002, %v1002 : tensor<6304x192xf32>
    %c102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1004 = stablehlo.reduce(%v1003 init: %c102) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1005 = stablehlo.broadcast_in_dim %v1004, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1006 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1007 = stablehlo.multiply %v1005, %v1006 : tensor<6304x192xf32>
    %v1008 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1009 = stablehlo.add %v1007, %v1008 : tensor<6304x192xf32>
    %v1010 = stablehlo.rsqrt %v1009 : tensor<6304x192xf32>
    %v1011 = stablehlo.multiply %v1002, %v1010 : tensor<6304x192xf32>
    %v1012 = stablehlo.broadcast_in_dim %v996, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1013 = stablehlo.multiply %v1011, %v1012 : tensor<6304x192xf32>
    %v1014 = stablehlo.broadcast_in_dim %v997, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1015 = stablehlo.add %v1013, %v1014 : tensor<6304x192xf32>
    %v1017 = stablehlo.transpose %v1016, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1019 = stablehlo.dot_general %v1015, %v1017, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1020 = stablehlo.broadcast_in_dim %v1018, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1021 = stablehlo.add %v1019, %v1020 : tensor<6304x576xf32>
    %v1022 = stablehlo.reshape %v1021 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1023 = stablehlo.transpose %v1022, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1024 = "stablehlo.slice"(%v1023) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1025 = stablehlo.reshape %v1024 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1026 = "stablehlo.slice"(%v1023) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1027 = stablehlo.reshape %v1026 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1028 = "stablehlo.slice"(%v1023) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1029 = stablehlo.reshape %v1028 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1030 = stablehlo.dot_general %v1025, %v1027, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1031 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1032 = stablehlo.multiply %v1030, %v1031 : tensor<32x3x197x197xf32>
    %c103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1033 = stablehlo.reduce(%v1032 init: %c103) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1034 = stablehlo.broadcast_in_dim %v1033, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1035 = stablehlo.subtract %v1032, %v1034 : tensor<32x3x197x197xf32>
    %v1036 = stablehlo.exponential %v1035 : tensor<32x3x197x197xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1037 = stablehlo.reduce(%v1036 init: %c104) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1038 = stablehlo.broadcast_in_dim %v1037, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1039 = stablehlo.divide %v1036, %v1038 : tensor<32x3x197x197xf32>
    %v1040 = stablehlo.dot_general %v1039, %v1029, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1041 = stablehlo.transpose %v1040, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1042 = stablehlo.reshape %v1041 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1044 = stablehlo.transpose %v1043, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1046 = stablehlo.dot_general %v1042, %v1044, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1047 = stablehlo.broadcast_in_dim %v1045, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1048 = stablehlo.add %v1046, %v1047 : tensor<6304x192xf32>
    %v1049 = stablehlo.add %v995, %v1048 : tensor<6304x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1052 = stablehlo.reduce(%v1049 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1053 = stablehlo.broadcast_in_dim %v1052, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1054 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1055 = stablehlo.multiply %v1053, %v1054 : tensor<6304x192xf32>
    %v1056 = stablehlo.subtract %v1049, %v1055 : tensor<6304x192xf32>
    %v1057 = stablehlo.multiply %v1056, %v1056 : tensor<6304x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1058 = stablehlo.reduce(%v1057 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1059 = stablehlo.broadcast_in_dim %v1058, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1060 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1061 = stablehlo.multiply %v1059, %v1060 : tensor<6304x192xf32>
    %v1062 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1063 = stablehlo.add %v1061, %v1062 : tensor<6304x192xf32>
    %v1064 = stablehlo.rsqrt %v1063 : tensor<6304x192xf32>
    %v1065 = stablehlo.multiply %v1056, %v1064 : tensor<6304x192xf32>
    %v1066 = stablehlo.broadcast_in_dim %v1050, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1067 = stablehlo.multiply %v1065, %v1066 : tensor<6304x192xf32>
    %v1068 = stablehlo.broadcast_in_dim %v1051, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1069 = stablehlo.add %v1067, %v1068 : tensor<6304x192xf32>
    %v1071 = stablehlo.transpose %v1070, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1074 = stablehlo.transpose %v1073, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v1076 = stablehlo.dot_general %v1069, %v1071, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1077 = stablehlo.broadcast_in_dim %v1072, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1078 = stablehlo.add %v1076, %v1077 : tensor<6304x768xf32>
    %v1079 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1080 = stablehlo.multiply %v1078, %v1079 : tensor<6304x768xf32>
    %v1081 = chlo.erf %v1080 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1082 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1083 = stablehlo.add %v1082, %v1081 : tensor<6304x768xf32>
    %v1084 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1085 = stablehlo.multiply %v1083, %v1084 : tensor<6304x768xf32>
    %v1086 = stablehlo.multiply %v1078, %v1085 : tensor<6304x768xf32>
    %v1087 = stablehlo.dot_general %v1086, %v1074, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1088 = stablehlo.broadcast_in_dim %v1075, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1089 = stablehlo.add %v1087, %v1088 : tensor<6304x192xf32>
    %v1090 = stablehlo.add %v1049, %v1089 : tensor<6304x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1093 = stablehlo.reduce(%v1090 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1094 = stablehlo.broadcast_in_dim %v1093, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1095 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1096 = stablehlo.multiply %v1094, %v1095 : tensor<6304x192xf32>
    %v1097 = stablehlo.subtract %v1090, %v1096 : tensor<6304x192xf32>
    %v1098 = stablehlo.multiply %v1097, %v1097 : tensor<6304x192xf32>
    %c108 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1099 = stablehlo.reduce(%v1098 init: %c108) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1100 = stablehlo.broadcast_in_dim %v1099, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1101 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1102 = stablehlo.multiply %v1100, %v1101 : tensor<6304x192xf32>
    %v1103 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1104 = stablehlo.add %v1102, %v1103 : tensor<6304x192xf32>
    %v1105 = stablehlo.rsqrt %v1104 : tensor<6304x192xf32>
    %v1106 = stablehlo.multiply %v1097, %v1105 : tensor<6304x192xf32>
    %v1107 = stablehlo.broadcast_in_dim %v1091, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1108 = stablehlo.multiply %v1106, %v1107 : tensor<6304x192xf32>
    %v1109 = stablehlo.broadcast_in_dim %v1092, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1110 = stablehlo.add %v1108, %v1109 : tensor<6304x192xf32>
    %v1112 = stablehlo.transpose %v1111, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1114 = stablehlo.dot_general %v1110, %v1112, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1115 = stablehlo.broadcast_in_dim %v1113, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1116 = stablehlo.add %v1114, %v1115 : tensor<6304x576xf32>
    %v1117 = stablehlo.reshape %v1116 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1118 = stablehlo.transpose %v1117, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1119 = "stablehlo.slice"(%v1118) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1120 = stablehlo.reshape %v1119 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1121 = "stablehlo.slice"(%v1118) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1122 = stablehlo.reshape %v1121 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1123 = "stablehlo.slice"(%v1118) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1124 = stablehlo.reshape %v1123 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1125 = stablehlo.dot_general %v1120, %v1122, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1126 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1127 = stablehlo.multiply %v1125, %v1126 : tensor<32x3x197x197xf32>
    %c109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1128 = stablehlo.reduce(%v1127 init: %c109) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1129 = stablehlo.broadcast_in_dim %v1128, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1130 = stablehlo.subtract %v1127, %v1129 : tensor<32x3x197x197xf32>
    %v1131 = stablehlo.exponential %v1130 : tensor<32x3x197x197xf32>
    %c110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1132 = stablehlo.reduce(%v1131 init: %c110) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1133 = stablehlo.broadcast_in_dim %v1132, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1134 = stablehlo.divide %v1131, %v1133 : tensor<32x3x197x197xf32>
    %v1135 = stablehlo.dot_general %v1134, %v1124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1136 = stablehlo.transpose %v1135, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1137 = stablehlo.reshape %v1136 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1139 = stablehlo.transpose %v1138, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1141 = stablehlo.dot_general %v1137, %v1139, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1142 = stablehlo.broadcast_in_dim %v1140, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1143 = stablehlo.add %v1141, %v1142 : tensor<6304x192xf32>
    %v1144 = stablehlo.add %v1090, %v1143 : tensor<6304x192xf32>
    %c111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1147 = stablehlo.reduce(%v1144 init: %c111) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1148 = stablehlo.broadcast_in_dim %v1147, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1149 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1150 = stablehlo.multiply %v1148, %v1149 : tensor<6304x192xf32>
    %v1151 = stablehlo.subtract %v1144, %v1150 : tensor<6304x192xf32>
    %v1152 = stablehlo.multiply %v1151, %v1151 : tensor<6304x192xf32>
    %c112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1153 = stablehlo.reduce(%v1152 init: %c112) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1154 = stablehlo.broadcast_in_dim %v1153, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1155 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1156 = stablehlo.multiply %v1154, %v1155 : tensor<6304x192xf32>
    %v1157 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1158 = stablehlo.add %v1156, %v1157 : tensor<6304x192xf32>
    %v1159 = stablehlo.rsqrt %v1158 : tensor<6304x192xf32>
    %v1160 = stablehlo.multiply %v1151, %v1159 : tensor<6304x192xf32>
    %v1161 = stablehlo.broadcast_in_dim %v1145, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1162 = stablehlo.multiply %v1160, %v1161 : tensor<6304x192xf32>
    %v1163 = stablehlo.broadcast_in_dim %v1146, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1164 = stablehlo.add %v1162, %v1163 : tensor<6304x192xf32>
    %v1166 = stablehlo.transpose %v1165, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1169 = stablehlo.transpose %v1168, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v1171 = stablehlo.dot_general %v1164, %v1166, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1172 = stablehlo.broadcast_in_dim %v1167, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1173 = stablehlo.add %v1171, %v1172 : tensor<6304x768xf32>
    %v1174 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1175 = stablehlo.multiply %v1173, %v1174 : tensor<6304x768xf32>
    %v1176 = chlo.erf %v1175 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1177 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1178 = stablehlo.add %v1177, %v1176 : tensor<6304x768xf32>
    %v1179 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1180 = stablehlo.multiply %v1178, %v1179 : tensor<6304x768xf32>
    %v1181 = stablehlo.multiply %v1173, %v1180 : tensor<6304x768xf32>
    %v1182 = stablehlo.dot_general %v1181, %v1169, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1183 = stablehlo.broadcast_in_dim %v1170, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1184 = stablehlo.add %v1182, %v1183 : tensor<6304x192xf32>
    %v1185 = stablehlo.add %v1144, %v1184 : tensor<6304x192xf32>
    %c113 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1188 = stablehlo.reduce(%v1185 init: %c113) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1189 = stablehlo.broadcast_in_dim %v1188, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1190 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1191 = stablehlo.multiply %v1189, %v1190 : tensor<6304x192xf32>
    %v1192 = stablehlo.subtract %v1185, %v1191 : tensor<6304x192xf32>
    %v1193 = stablehlo.multiply %v1192, %v1192 : tensor<6304x192xf32>
    %c114 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1194 = stablehlo.reduce(%v1193 init: %c114) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1195 = stablehlo.broadcast_in_dim %v1194, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1196 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1197 = stablehlo.multiply %v1195, %v1196 : tensor<6304x192xf32>
    %v1198 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1199 = stablehlo.add %v1197, %v1198 : tensor<6304x192xf32>
    %v1200 = stablehlo.rsqrt %v1199 : tensor<6304x192xf32>
    %v1201 = stablehlo.multiply %v1192, %v1200 : tensor<6304x192xf32>
    %v1202 = stablehlo.broadcast_in_dim %v1186, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1203 = stablehlo.multiply %v1201, %v1202 : tensor<6304x192xf32>
    %v1204 = stablehlo.broadcast_in_dim %v1187, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1205 = stablehlo.add %v1203, %v1204 : tensor<6304x192xf32>
    %v1207 = stablehlo.transpose %v1206, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1209 = stablehlo.dot_general %v1205, %v1207, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1210 = stablehlo.broadcast_in_dim %v1208, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1211 = stablehlo.add %v1209, %v1210 : tensor<6304x576xf32>
    %v1212 = stablehlo.reshape %v1211 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1213 = stablehlo.transpose %v1212, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1214 = "stablehlo.slice"(%v1213) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1215 = stablehlo.reshape %v1214 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1216 = "stablehlo.slice"(%v1213) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1217 = stablehlo.reshape %v1216 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1218 = "stablehlo.slice"(%v1213) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1219 = stablehlo.reshape %v1218 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1220 = stablehlo.dot_general %v1215, %v1217, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1221 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1222 = stablehlo.multiply %v1220, %v1221 : tensor<32x3x197x197xf32>
    %c115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1223 = stablehlo.reduce(%v1222 init: %c115) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1224 = stablehlo.broadcast_in_dim %v1223, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1225 = stablehlo.subtract %v1222, %v1224 : tensor<32x3x197x197xf32>
    %v1226 = stablehlo.exponential %v1225 : tensor<32x3x197x197xf32>
    %c116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1227 = stablehlo.reduce(%v1226 init: %c116) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1228 = stablehlo.broadcast_in_dim %v1227, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1229 = stablehlo.divide %v1226, %v1228 : tensor<32x3x197x197xf32>
    %v1230 = stablehlo.dot_general %v1229, %v1219, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1231 = stablehlo.transpose %v1230, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1232 = stablehlo.reshape %v1231 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1234 = stablehlo.transpose %v1233, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1236 = stablehlo.dot_general %v1232, %v1234, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1237 = stablehlo.broadcast_in_dim %v1235, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1238 = stablehlo.add %v1236, %v1237 : tensor<6304x192xf32>
    %v1239 = stablehlo.add %v1185, %v1238 : tensor<6304x192xf32>
    %c117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1242 = stablehlo.reduce(%v1239 init: %c117) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1243 = stablehlo.broadcast_in_dim %v1242, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1244 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1245 = stablehlo.multiply %v1243, %v1244 : tensor<6304x192xf32>
    %v1246 = stablehlo.subtract %v1239, %v1245 : tensor<6304x192xf32>
    %v1247 = stablehlo.multiply %v1246, %v1246 : tensor<6304x192xf32>
    %c118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1248 = stablehlo.reduce(%v1247 init: %c118) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1249 = stablehlo.broadcast_in_dim %v1248, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1250 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1251 = stablehlo.multiply %v1249, %v1250 : tensor<6304x192xf32>
    %v1252 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1253 = stablehlo.add %v1251, %v1252 : tensor<6304x192xf32>
    %v1254 = stablehlo.rsqrt %v1253 : tensor<6304x192xf32>
    %v1255 = stablehlo.multiply %v1246, %v1254 : tensor<6304x192xf32>
    %v1256 = stablehlo.broadcast_in_dim %v1240, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1257 = stablehlo.multiply %v1255, %v1256 : tensor<6304x192xf32>
    %v1258 = stablehlo.broadcast_in_dim %v1241, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1259 = stablehlo.add %v1257, %v1258 : tensor<6304x192xf32>
    %v1261 = stablehlo.transpose %v1260, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1264 = stablehlo.transpose %v1263, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v1266 = stablehlo.dot_general %v1259, %v1261, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1267 = stablehlo.broadcast_in_dim %v1262, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1268 = stablehlo.add %v1266, %v1267 : tensor<6304x768xf32>
    %v1269 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1270 = stablehlo.multiply %v1268, %v1269 : tensor<6304x768xf32>
    %v1271 = chlo.erf %v1270 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1272 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1273 = stablehlo.add %v1272, %v1271 : tensor<6304x768xf32>
    %v1274 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1275 = stablehlo.multiply %v1273, %v1274 : tensor<6304x768xf32>
    %v1276 = stablehlo.multiply %v1268, %v1275 : tensor<6304x768xf32>
    %v1277 = stablehlo.dot_general %v1276, %v1264, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1278 = stablehlo.broadcast_in_dim %v1265, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1279 = stablehlo.add %v1277, %v1278 : tensor<6304x192xf32>
    %v1280 = stablehlo.add %v1239, %v1279 : tensor<6304x192xf32>
    %c119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1283 = stablehlo.reduce(%v1280 init: %c119) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1284 = stablehlo.broadcast_in_dim %v1283, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1285 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1286 = stablehlo.multiply %v1284, %v1285 : tensor<6304x192xf32>
    %v1287 = stablehlo.subtract %v1280, %v1286 : tensor<6304x192xf32>
    %v1288 = stablehlo.multiply %v1287, %v1287 : tensor<6304x192xf32>
    %c120 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1289 = stablehlo.reduce(%v1288 init: %c120) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1290 = stablehlo.broadcast_in_dim %v1289, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1291 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1292 = stablehlo.multiply %v1290, %v1291 : tensor<6304x192xf32>
    %v1293 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1294 = stablehlo.add %v1292, %v1293 : tensor<6304x192xf32>
    %v1295 = stablehlo.rsqrt %v1294 : tensor<6304x192xf32>
    %v1296 = stablehlo.multiply %v1287, %v1295 : tensor<6304x192xf32>
    %v1297 = stablehlo.broadcast_in_dim %v1281, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1298 = stablehlo.multiply %v1296, %v1297 : tensor<6304x192xf32>
    %v1299 = stablehlo.broadcast_in_dim %v1282, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1300 = stablehlo.add %v1298, %v1299 : tensor<6304x192xf32>
    %v1302 = stablehlo.transpose %v1301, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1304 = stablehlo.dot_general %v1300, %v1302, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1305 = stablehlo.broadcast_in_dim %v1303, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1306 = stablehlo.add %v1304, %v1305 : tensor<6304x576xf32>
    %v1307 = stablehlo.reshape %v1306 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1308 = stablehlo.transpose %v1307, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1309 = "stablehlo.slice"(%v1308) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1310 = stablehlo.reshape %v1309 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1311 = "stablehlo.slice"(%v1308) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1312 = stablehlo.reshape %v1311 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1313 = "stablehlo.slice"(%v1308) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1314 = stablehlo.reshape %v1313 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1315 = stablehlo.dot_general %v1310, %v1312, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1316 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1317 = stablehlo.multiply %v1315, %v1316 : tensor<32x3x197x197xf32>
    %c121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1318 = stablehlo.reduce(%v1317 init: %c121) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1319 = stablehlo.broadcast_in_dim %v1318, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1320 = stablehlo.subtract %v1317, %v1319 : tensor<32x3x197x197xf32>
    %v1321 = stablehlo.exponential %v1320 : tensor<32x3x197x197xf32>
    %c122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1322 = stablehlo.reduce(%v1321 init: %c122) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1323 = stablehlo.broadcast_in_dim %v1322, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1324 = stablehlo.divide %v1321, %v1323 : tensor<32x3x197x197xf32>
    %v1325 = stablehlo.dot_general %v1324, %v1314, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1326 = stablehlo.transpose %v1325, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1327 = stablehlo.reshape %v1326 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1329 = stablehlo.transpose %v1328, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1331 = stablehlo.dot_general %v1327, %v1329, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1332 = stablehlo.broadcast_in_dim %v1330, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1333 = stablehlo.add %v1331, %v1332 : tensor<6304x192xf32>
    %v1334 = stablehlo.add %v1280, %v1333 : tensor<6304x192xf32>
    %c123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1337 = stablehlo.reduce(%v1334 init: %c123) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1338 = stablehlo.broadcast_in_dim %v1337, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1339 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1340 = stablehlo.multiply %v1338, %v1339 : tensor<6304x192xf32>
    %v1341 = stablehlo.subtract %v1334, %v1340 : tensor<6304x192xf32>
    %v1342 = stablehlo.multiply %v1341, %v1341 : tensor<6304x192xf32>
    %c124 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1343 = stablehlo.reduce(%v1342 init: %c124) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1344 = stablehlo.broadcast_in_dim %v1343, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1345 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1346 = stablehlo.multiply %v1344, %v1345 : tensor<6304x192xf32>
    %v1347 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1348 = stablehlo.add %v1346, %v1347 : tensor<6304x192xf32>
    %v1349 = stablehlo.rsqrt %v1348 : tensor<6304x192xf32>
    %v1350 = stablehlo.multiply %v1341, %v1349 : tensor<6304x192xf32>
    %v1351 = stablehlo.broadcast_in_dim %v1335, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1352 = stablehlo.multiply %v1350, %v1351 : tensor<6304x192xf32>
    %v1353 = stablehlo.broadcast_in_dim %v1336, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1354 = stablehlo.add %v1352, %v1353 : tensor<6304x192xf32>
    %v1356 = stablehlo.transpose %v1355, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1359 = stablehlo.transpose %v1358, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v1361 = stablehlo.dot_general %v1354, %v1356, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1362 = stablehlo.broadcast_in_dim %v1357, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1363 = stablehlo.add %v1361, %v1362 : tensor<6304x768xf32>
    %v1364 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1365 = stablehlo.multiply %v1363, %v1364 : tensor<6304x768xf32>
    %v1366 = chlo.erf %v1365 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1367 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1368 = stablehlo.add %v1367, %v1366 : tensor<6304x768xf32>
    %v1369 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1370 = stablehlo.multiply %v1368, %v1369 : tensor<6304x768xf32>
    %v1371 = stablehlo.multiply %v1363, %v1370 : tensor<6304x768xf32>
    %v1372 = stablehlo.dot_general %v1371, %v1359, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1373 = stablehlo.broadcast_in_dim %v1360, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1374 = stablehlo.add %v1372, %v1373 : tensor<6304x192xf32>
    %v1375 = stablehlo.add %v1334, %v1374 : tensor<6304x192xf32>
    %c125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1378 = stablehlo.reduce(%v1375 init: %c125) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1379 = stablehlo.broadcast_in_dim %v1378, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1380 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1381 = stablehlo.multiply %v1379, %v1380 : tensor<6304x192xf32>
    %v1382 = stablehlo.subtract %v1375, %v1381 : tensor<6304x192xf32>
    %v1383 = stablehlo.multiply %v1382, %v1382 : tensor<6304x192xf32>
    %c126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1384 = stablehlo.reduce(%v1383 init: %c126) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1385 = stablehlo.broadcast_in_dim %v1384, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1386 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1387 = stablehlo.multiply %v1385, %v1386 : tensor<6304x192xf32>
    %v1388 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1389 = stablehlo.add %v1387, %v1388 : tensor<6304x192xf32>
    %v1390 = stablehlo.rsqrt %v1389 : tensor<6304x192xf32>
    %v1391 = stablehlo.multiply %v1382, %v1390 : tensor<6304x192xf32>
    %v1392 = stablehlo.broadcast_in_dim %v1376, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1393 = stablehlo.multiply %v1391, %v1392 : tensor<6304x192xf32>
    %v1394 = stablehlo.broadcast_in_dim %v1377, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1395 = stablehlo.add %v1393, %v1394 : tensor<6304x192xf32>
    %v1397 = stablehlo.transpose %v1396, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1399 = stablehlo.dot_general %v1395, %v1397, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1400 = stablehlo.broadcast_in_dim %v1398, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1401 = stablehlo.add %v1399, %v1400 : tensor<6304x576xf32>
    %v1402 = stablehlo.reshape %v1401 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1403 = stablehlo.transpose %v1402, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1404 = "stablehlo.slice"(%v1403) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1405 = stablehlo.reshape %v1404 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1406 = "stablehlo.slice"(%v1403) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1407 = stablehlo.reshape %v1406 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1408 = "stablehlo.slice"(%v1403) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1409 = stablehlo.reshape %v1408 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1410 = stablehlo.dot_general %v1405, %v1407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1411 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1412 = stablehlo.multiply %v1410, %v1411 : tensor<32x3x197x197xf32>
    %c127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1413 = stablehlo.reduce(%v1412 init: %c127) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1414 = stablehlo.broadcast_in_dim %v1413, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1415 = stablehlo.subtract %v1412, %v1414 : tensor<32x3x197x197xf32>
    %v1416 = stablehlo.exponential %v1415 : tensor<32x3x197x197xf32>
    %c128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1417 = stablehlo.reduce(%v1416 init: %c128) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1418 = stablehlo.broadcast_in_dim %v1417, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1419 = stablehlo.divide %v1416, %v1418 : tensor<32x3x197x197xf32>
    %v1420 = stablehlo.dot_general %v1419, %v1409, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1421 = stablehlo.transpose %v1420, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1422 = stablehlo.reshape %v1421 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1424 = stablehlo.transpose %v1423, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1426 = stablehlo.dot_general %v1422, %v1424, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1427 = stablehlo.broadcast_in_dim %v1425, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1428 = stablehlo.add %v1426, %v1427 : tensor<6304x192xf32>
    %v1429 = stablehlo.add %v1375, %v1428 : tensor<6304x192xf32>
    %c129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1432 = stablehlo.reduce(%v1429 init: %c129) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1433 = stablehlo.broadcast_in_dim %v1432, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1434 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1435 = stablehlo.multiply %v1433, %v1434 : tensor<6304x192xf32>
    %v1436 = stablehlo.subtract %v1429, %v1435 : tensor<6304x192xf32>
    %v1437 = stablehlo.multiply %v1436, %v1436 : tensor<6304x192xf32>
    %c130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1438 = stablehlo.reduce(%v1437 init: %c130) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1439 = stablehlo.broadcast_in_dim %v1438, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1440 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1441 = stablehlo.multiply %v1439, %v1440 : tensor<6304x192xf32>
    %v1442 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1443 = stablehlo.add %v1441, %v1442 : tensor<6304x192xf32>
    %v1444 = stablehlo.rsqrt %v1443 : tensor<6304x192xf32>
    %v1445 = stablehlo.multiply %v1436, %v1444 : tensor<6304x192xf32>
    %v1446 = stablehlo.broadcast_in_dim %v1430, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1447 = stablehlo.multiply %v1445, %v1446 : tensor<6304x192xf32>
    %v1448 = stablehlo.broadcast_in_dim %v1431, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1449 = stablehlo.add %v1447, %v1448 : tensor<6304x192xf32>
    %v1451 = stablehlo.transpose %v1450, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1454 = stablehlo.transpose %v1453, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v1456 = stablehlo.dot_general %v1449, %v1451, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1457 = stablehlo.broadcast_in_dim %v1452, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1458 = stablehlo.add %v1456, %v1457 : tensor<6304x768xf32>
    %v1459 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1460 = stablehlo.multiply %v1458, %v1459 : tensor<6304x768xf32>
    %v1461 = chlo.erf %v1460 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1462 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1463 = stablehlo.add %v1462, %v1461 : tensor<6304x768xf32>
    %v1464 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1465 = stablehlo.multiply %v1463, %v1464 : tensor<6304x768xf32>
    %v1466 = stablehlo.multiply %v1458, %v1465 : tensor<6304x768xf32>
    %v1467 = stablehlo.dot_general %v1466, %v1454, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1468 = stablehlo.broadcast_in_dim %v1455, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1469 = stablehlo.add %v1467, %v1468 : tensor<6304x192xf32>
    %v1470 = stablehlo.add %v1429, %v1469 : tensor<6304x192xf32>
    %c131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1473 = stablehlo.reduce(%v1470 init: %c131) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1474 = stablehlo.broadcast_in_dim %v1473, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1475 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1476 = stablehlo.multiply %v1474, %v1475 : tensor<6304x192xf32>
    %v1477 = stablehlo.subtract %v1470, %v1476 : tensor<6304x192xf32>
    %v1478 = stablehlo.multiply %v1477, %v1477 : tensor<6304x192xf32>
    %c132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1479 = stablehlo.reduce(%v1478 init: %c132) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1480 = stablehlo.broadcast_in_dim %v1479, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1481 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1482 = stablehlo.multiply %v1480, %v1481 : tensor<6304x192xf32>
    %v1483 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1484 = stablehlo.add %v1482, %v1483 : tensor<6304x192xf32>
    %v1485 = stablehlo.rsqrt %v1484 : tensor<6304x192xf32>
    %v1486 = stablehlo.multiply %v1477, %v1485 : tensor<6304x192xf32>
    %v1487 = stablehlo.broadcast_in_dim %v1471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1488 = stablehlo.multiply %v1486, %v1487 : tensor<6304x192xf32>
    %v1489 = stablehlo.broadcast_in_dim %v1472, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1490 = stablehlo.add %v1488, %v1489 : tensor<6304x192xf32>
    %v1492 = stablehlo.transpose %v1491, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1494 = stablehlo.dot_general %v1490, %v1492, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1495 = stablehlo.broadcast_in_dim %v1493, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1496 = stablehlo.add %v1494, %v1495 : tensor<6304x576xf32>
    %v1497 = stablehlo.reshape %v1496 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1498 = stablehlo.transpose %v1497, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1499 = "stablehlo.slice"(%v1498) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1500 = stablehlo.reshape %v1499 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1501 = "stablehlo.slice"(%v1498) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1502 = stablehlo.reshape %v1501 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1503 = "stablehlo.slice"(%v1498) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1504 = stablehlo.reshape %v1503 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1505 = stablehlo.dot_general %v1500, %v1502, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1506 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1507 = stablehlo.multiply %v1505, %v1506 : tensor<32x3x197x197xf32>
    %c133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1508 = stablehlo.reduce(%v1507 init: %c133) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1509 = stablehlo.broadcast_in_dim %v1508, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1510 = stablehlo.subtract %v1507, %v1509 : tensor<32x3x197x197xf32>
    %v1511 = stablehlo.exponential %v1510 : tensor<32x3x197x197xf32>
    %c134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1512 = stablehlo.reduce(%v1511 init: %c134) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1513 = stablehlo.broadcast_in_dim %v1512, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1514 = stablehlo.divide %v1511, %v1513 : tensor<32x3x197x197xf32>
    %v1515 = stablehlo.dot_general %v1514, %v1504, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1516 = stablehlo.transpose %v1515, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1517 = stablehlo.reshape %v1516 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1519 = stablehlo.transpose %v1518, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1521 = stablehlo.dot_general %v1517, %v1519, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1522 = stablehlo.broadcast_in_dim %v1520, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1523 = stablehlo.add %v1521, %v1522 : tensor<6304x192xf32>
    %v1524 = stablehlo.add %v1470, %v1523 : tensor<6304x192xf32>
    %c135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1527 = stablehlo.reduce(%v1524 init: %c135) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1528 = stablehlo.broadcast_in_dim %v1527, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1529 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1530 = stablehlo.multiply %v1528, %v1529 : tensor<6304x192xf32>
    %v1531 = stablehlo.subtract %v1524, %v1530 : tensor<6304x192xf32>
    %v1532 = stablehlo.multiply %v1531, %v1531 : tensor<6304x192xf32>
    %c136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1533 = stablehlo.reduce(%v1532 init: %c136) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1534 = stablehlo.broadcast_in_dim %v1533, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1535 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1536 = stablehlo.multiply %v1534, %v1535 : tensor<6304x192xf32>
    %v1537 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1538 = stablehlo.add %v1536, %v1537 : tensor<6304x192xf32>
    %v1539 = stablehlo.rsqrt %v1538 : tensor<6304x192xf32>
    %v1540 = stablehlo.multiply %v1531, %v1539 : tensor<6304x192xf32>
    %v1541 = stablehlo.broadcast_in_dim %v1525, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1542 = stablehlo.multiply %v1540, %v1541 : tensor<6304x192xf32>
    %v1543 = stablehlo.broadcast_in_dim %v1526, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1544 = stablehlo.add %v1542, %v1543 : tensor<6304x192xf32>
    %v1546 = stablehlo.transpose %v1545, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1549 = stablehlo.transpose %v1548, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v1551 = stablehlo.dot_general %v1544, %v1546, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1552 = stablehlo.broadcast_in_dim %v1547, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1553 = stablehlo.add %v1551, %v1552 : tensor<6304x768xf32>
    %v1554 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v1555 = stablehlo.multiply %v1553, %v1554 : tensor<6304x768xf32>
    %v1556 = chlo.erf %v1555 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1557 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v1558 = stablehlo.add %v1557, %v1556 : tensor<6304x768xf32>
    %v1559 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1560 = stablehlo.multiply %v1558, %v1559 : tensor<6304x768xf32>
    %v1561 = stablehlo.multiply %v1553, %v1560 : tensor<6304x768xf32>
    %v1562 = stablehlo.dot_general %v1561, %v1549, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1563 = stablehlo.broadcast_in_dim %v1550, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1564 = stablehlo.add %v1562, %v1563 : tensor<6304x192xf32>
    %v1565 = stablehlo.add %v1524, %v1564 : tensor<6304x192xf32>
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
    %v1927 = stablehlo.dot_general %v1926, %v1549, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
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
    %v1946 = stablehlo.dot_general %v1945, %v1546, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1947 = stablehlo.dot_general %v1544, %v1945, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c184 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1948 = stablehlo.reduce(%v1945 init: %c184) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1949 = stablehlo.reduce(%v1946 init: %c185) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1950 = stablehlo.broadcast_in_dim %v1525, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1951 = stablehlo.multiply %v1946, %v1950 : tensor<6304x192xf32>
    %v1952 = stablehlo.multiply %v1540, %v1946 : tensor<6304x192xf32>
    %c186 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1953 = stablehlo.reduce(%v1952 init: %c186) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1954 = stablehlo.reduce(%v1524 init: %c187) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1955 = stablehlo.broadcast_in_dim %v1954, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1956 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1957 = stablehlo.multiply %v1955, %v1956 : tensor<6304x192xf32>
    %v1958 = stablehlo.subtract %v1524, %v1957 : tensor<6304x192xf32>
    %v1959 = stablehlo.multiply %v1958, %v1958 : tensor<6304x192xf32>
    %c188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1960 = stablehlo.reduce(%v1959 init: %c188) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1961 = stablehlo.broadcast_in_dim %v1960, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1962 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1963 = stablehlo.multiply %v1961, %v1962 : tensor<6304x192xf32>
    %v1964 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v1965 = stablehlo.add %v1963, %v1964 : tensor<6304x192xf32>
    %v1966 = stablehlo.rsqrt %v1965 : tensor<6304x192xf32>
    %c189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1967 = stablehlo.reduce(%v1951 init: %c189) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1968 = stablehlo.broadcast_in_dim %v1967, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1969 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1970 = stablehlo.multiply %v1968, %v1969 : tensor<6304x192xf32>
    %v1971 = stablehlo.multiply %v1951, %v1540 : tensor<6304x192xf32>
    %c190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1972 = stablehlo.reduce(%v1971 init: %c190) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1973 = stablehlo.broadcast_in_dim %v1972, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1974 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v1975 = stablehlo.multiply %v1973, %v1974 : tensor<6304x192xf32>
    %v1976 = stablehlo.multiply %v1540, %v1975 : tensor<6304x192xf32>
    %v1977 = stablehlo.subtract %v1951, %v1970 : tensor<6304x192xf32>
    %v1978 = stablehlo.subtract %v1977, %v1976 : tensor<6304x192xf32>
    %v1979 = stablehlo.multiply %v1966, %v1978 : tensor<6304x192xf32>
    %v1980 = stablehlo.add %v1926, %v1979 : tensor<6304x192xf32>
    %v1981 = stablehlo.dot_general %v1980, %v1519, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1982 = stablehlo.dot_general %v1517, %v1980, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1983 = stablehlo.reduce(%v1980 init: %c191) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1984 = stablehlo.reshape %v1496 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1985 = stablehlo.transpose %v1984, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1986 = "stablehlo.slice"(%v1985) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1987 = stablehlo.reshape %v1986 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1988 = "stablehlo.slice"(%v1985) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1989 = stablehlo.reshape %v1988 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1990 = "stablehlo.slice"(%v1985) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1991 = stablehlo.reshape %v1990 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1992 = stablehlo.dot_general %v1987, %v1989, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1993 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v1994 = stablehlo.multiply %v1992, %v1993 : tensor<32x3x197x197xf32>
    %c192 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1995 = stablehlo.reduce(%v1994 init: %c192) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1996 = stablehlo.broadcast_in_dim %v1995, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1997 = stablehlo.subtract %v1994, %v1996 : tensor<32x3x197x197xf32>
    %v1998 = stablehlo.exponential %v1997 : tensor<32x3x197x197xf32>
    %c193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1999 = stablehlo.reduce(%v1998 init: %c193) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2000 = stablehlo.broadcast_in_dim %v1999, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2001 = stablehlo.divide %v1998, %v2000 : tensor<32x3x197x197xf32>
    %v2002 = stablehlo.reshape %v1981 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2003 = stablehlo.transpose %v2002, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2004 = stablehlo.dot_general %v2001, %v2003, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2005 = stablehlo.dot_general %v2003, %v1991, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2006 = stablehlo.multiply %v2001, %v2005 : tensor<32x3x197x197xf32>
    %c194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2007 = stablehlo.reduce(%v2006 init: %c194) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2008 = stablehlo.broadcast_in_dim %v2007, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2009 = stablehlo.subtract %v2005, %v2008 : tensor<32x3x197x197xf32>
    %v2010 = stablehlo.multiply %v2001, %v2009 : tensor<32x3x197x197xf32>
    %v2011 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2012 = stablehlo.multiply %v2010, %v2011 : tensor<32x3x197x197xf32>
    %v2013 = stablehlo.dot_general %v2012, %v1989, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2014 = stablehlo.dot_general %v2012, %v1987, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2015 = stablehlo.reshape %v2013 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2016 = stablehlo.reshape %v2014 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2017 = stablehlo.reshape %v2004 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2018 = stablehlo.concatenate %v2015, %v2016, %v2017, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2019 = stablehlo.transpose %v2018, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2020 = stablehlo.reshape %v2019 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2021 = stablehlo.dot_general %v2020, %v1492, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2022 = stablehlo.dot_general %v1490, %v2020, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2023 = stablehlo.reduce(%v2020 init: %c195) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2024 = stablehlo.reduce(%v2021 init: %c196) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2025 = stablehlo.broadcast_in_dim %v1471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2026 = stablehlo.multiply %v2021, %v2025 : tensor<6304x192xf32>
    %v2027 = stablehlo.multiply %v1486, %v2021 : tensor<6304x192xf32>
    %c197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2028 = stablehlo.reduce(%v2027 init: %c197) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2029 = stablehlo.reduce(%v1470 init: %c198) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2030 = stablehlo.broadcast_in_dim %v2029, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2031 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2032 = stablehlo.multiply %v2030, %v2031 : tensor<6304x192xf32>
    %v2033 = stablehlo.subtract %v1470, %v2032 : tensor<6304x192xf32>
    %v2034 = stablehlo.multiply %v2033, %v2033 : tensor<6304x192xf32>
    %c199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2035 = stablehlo.reduce(%v2034 init: %c199) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2036 = stablehlo.broadcast_in_dim %v2035, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2037 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2038 = stablehlo.multiply %v2036, %v2037 : tensor<6304x192xf32>
    %v2039 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2040 = stablehlo.add %v2038, %v2039 : tensor<6304x192xf32>
    %v2041 = stablehlo.rsqrt %v2040 : tensor<6304x192xf32>
    %c200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2042 = stablehlo.reduce(%v2026 init: %c200) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2043 = stablehlo.broadcast_in_dim %v2042, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2044 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2045 = stablehlo.multiply %v2043, %v2044 : tensor<6304x192xf32>
    %v2046 = stablehlo.multiply %v2026, %v1486 : tensor<6304x192xf32>
    %c201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2047 = stablehlo.reduce(%v2046 init: %c201) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2048 = stablehlo.broadcast_in_dim %v2047, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2049 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2050 = stablehlo.multiply %v2048, %v2049 : tensor<6304x192xf32>
    %v2051 = stablehlo.multiply %v1486, %v2050 : tensor<6304x192xf32>
    %v2052 = stablehlo.subtract %v2026, %v2045 : tensor<6304x192xf32>
    %v2053 = stablehlo.subtract %v2052, %v2051 : tensor<6304x192xf32>
    %v2054 = stablehlo.multiply %v2041, %v2053 : tensor<6304x192xf32>
    %v2055 = stablehlo.add %v1980, %v2054 : tensor<6304x192xf32>
    %v2056 = stablehlo.dot_general %v2055, %v1454, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2057 = stablehlo.dot_general %v1466, %v2055, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c202 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2058 = stablehlo.reduce(%v2055 init: %c202) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2059 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2060 = stablehlo.multiply %v1458, %v2059 : tensor<6304x768xf32>
    %v2061 = chlo.erf %v2060 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2062 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2063 = stablehlo.add %v2062, %v2061 : tensor<6304x768xf32>
    %v2064 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2065 = stablehlo.multiply %v2063, %v2064 : tensor<6304x768xf32>
    %v2066 = stablehlo.multiply %v1458, %v1458 : tensor<6304x768xf32>
    %v2067 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2068 = stablehlo.multiply %v2066, %v2067 : tensor<6304x768xf32>
    %v2069 = stablehlo.exponential %v2068 : tensor<6304x768xf32>
    %v2070 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2071 = stablehlo.multiply %v2069, %v2070 : tensor<6304x768xf32>
    %v2072 = stablehlo.multiply %v1458, %v2071 : tensor<6304x768xf32>
    %v2073 = stablehlo.add %v2065, %v2072 : tensor<6304x768xf32>
    %v2074 = stablehlo.multiply %v2056, %v2073 : tensor<6304x768xf32>
    %v2075 = stablehlo.dot_general %v2074, %v1451, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2076 = stablehlo.dot_general %v1449, %v2074, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2077 = stablehlo.reduce(%v2074 init: %c203) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c204 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2078 = stablehlo.reduce(%v2075 init: %c204) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2079 = stablehlo.broadcast_in_dim %v1430, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2080 = stablehlo.multiply %v2075, %v2079 : tensor<6304x192xf32>
    %v2081 = stablehlo.multiply %v1445, %v2075 : tensor<6304x192xf32>
    %c205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2082 = stablehlo.reduce(%v2081 init: %c205) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2083 = stablehlo.reduce(%v1429 init: %c206) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2084 = stablehlo.broadcast_in_dim %v2083, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2085 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2086 = stablehlo.multiply %v2084, %v2085 : tensor<6304x192xf32>
    %v2087 = stablehlo.subtract %v1429, %v2086 : tensor<6304x192xf32>
    %v2088 = stablehlo.multiply %v2087, %v2087 : tensor<6304x192xf32>
    %c207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2089 = stablehlo.reduce(%v2088 init: %c207) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2090 = stablehlo.broadcast_in_dim %v2089, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2091 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2092 = stablehlo.multiply %v2090, %v2091 : tensor<6304x192xf32>
    %v2093 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2094 = stablehlo.add %v2092, %v2093 : tensor<6304x192xf32>
    %v2095 = stablehlo.rsqrt %v2094 : tensor<6304x192xf32>
    %c208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2096 = stablehlo.reduce(%v2080 init: %c208) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2097 = stablehlo.broadcast_in_dim %v2096, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2098 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2099 = stablehlo.multiply %v2097, %v2098 : tensor<6304x192xf32>
    %v2100 = stablehlo.multiply %v2080, %v1445 : tensor<6304x192xf32>
    %c209 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2101 = stablehlo.reduce(%v2100 init: %c209) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2102 = stablehlo.broadcast_in_dim %v2101, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2103 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2104 = stablehlo.multiply %v2102, %v2103 : tensor<6304x192xf32>
    %v2105 = stablehlo.multiply %v1445, %v2104 : tensor<6304x192xf32>
    %v2106 = stablehlo.subtract %v2080, %v2099 : tensor<6304x192xf32>
    %v2107 = stablehlo.subtract %v2106, %v2105 : tensor<6304x192xf32>
    %v2108 = stablehlo.multiply %v2095, %v2107 : tensor<6304x192xf32>
    %v2109 = stablehlo.add %v2055, %v2108 : tensor<6304x192xf32>
    %v2110 = stablehlo.dot_general %v2109, %v1424, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2111 = stablehlo.dot_general %v1422, %v2109, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2112 = stablehlo.reduce(%v2109 init: %c210) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2113 = stablehlo.reshape %v1401 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2114 = stablehlo.transpose %v2113, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2115 = "stablehlo.slice"(%v2114) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2116 = stablehlo.reshape %v2115 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2117 = "stablehlo.slice"(%v2114) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2118 = stablehlo.reshape %v2117 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2119 = "stablehlo.slice"(%v2114) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2120 = stablehlo.reshape %v2119 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2121 = stablehlo.dot_general %v2116, %v2118, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2122 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2123 = stablehlo.multiply %v2121, %v2122 : tensor<32x3x197x197xf32>
    %c211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2124 = stablehlo.reduce(%v2123 init: %c211) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2125 = stablehlo.broadcast_in_dim %v2124, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2126 = stablehlo.subtract %v2123, %v2125 : tensor<32x3x197x197xf32>
    %v2127 = stablehlo.exponential %v2126 : tensor<32x3x197x197xf32>
    %c212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2128 = stablehlo.reduce(%v2127 init: %c212) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2129 = stablehlo.broadcast_in_dim %v2128, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2130 = stablehlo.divide %v2127, %v2129 : tensor<32x3x197x197xf32>
    %v2131 = stablehlo.reshape %v2110 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2132 = stablehlo.transpose %v2131, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2133 = stablehlo.dot_general %v2130, %v2132, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2134 = stablehlo.dot_general %v2132, %v2120, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2135 = stablehlo.multiply %v2130, %v2134 : tensor<32x3x197x197xf32>
    %c213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2136 = stablehlo.reduce(%v2135 init: %c213) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2137 = stablehlo.broadcast_in_dim %v2136, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2138 = stablehlo.subtract %v2134, %v2137 : tensor<32x3x197x197xf32>
    %v2139 = stablehlo.multiply %v2130, %v2138 : tensor<32x3x197x197xf32>
    %v2140 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2141 = stablehlo.multiply %v2139, %v2140 : tensor<32x3x197x197xf32>
    %v2142 = stablehlo.dot_general %v2141, %v2118, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2143 = stablehlo.dot_general %v2141, %v2116, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2144 = stablehlo.reshape %v2142 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2145 = stablehlo.reshape %v2143 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2146 = stablehlo.reshape %v2133 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2147 = stablehlo.concatenate %v2144, %v2145, %v2146, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2148 = stablehlo.transpose %v2147, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2149 = stablehlo.reshape %v2148 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2150 = stablehlo.dot_general %v2149, %v1397, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2151 = stablehlo.dot_general %v1395, %v2149, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2152 = stablehlo.reduce(%v2149 init: %c214) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2153 = stablehlo.reduce(%v2150 init: %c215) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2154 = stablehlo.broadcast_in_dim %v1376, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2155 = stablehlo.multiply %v2150, %v2154 : tensor<6304x192xf32>
    %v2156 = stablehlo.multiply %v1391, %v2150 : tensor<6304x192xf32>
    %c216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2157 = stablehlo.reduce(%v2156 init: %c216) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c217 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2158 = stablehlo.reduce(%v1375 init: %c217) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2159 = stablehlo.broadcast_in_dim %v2158, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2160 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2161 = stablehlo.multiply %v2159, %v2160 : tensor<6304x192xf32>
    %v2162 = stablehlo.subtract %v1375, %v2161 : tensor<6304x192xf32>
    %v2163 = stablehlo.multiply %v2162, %v2162 : tensor<6304x192xf32>
    %c218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2164 = stablehlo.reduce(%v2163 init: %c218) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2165 = stablehlo.broadcast_in_dim %v2164, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2166 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2167 = stablehlo.multiply %v2165, %v2166 : tensor<6304x192xf32>
    %v2168 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2169 = stablehlo.add %v2167, %v2168 : tensor<6304x192xf32>
    %v2170 = stablehlo.rsqrt %v2169 : tensor<6304x192xf32>
    %c219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2171 = stablehlo.reduce(%v2155 init: %c219) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2172 = stablehlo.broadcast_in_dim %v2171, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2173 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2174 = stablehlo.multiply %v2172, %v2173 : tensor<6304x192xf32>
    %v2175 = stablehlo.multiply %v2155, %v1391 : tensor<6304x192xf32>
    %c220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2176 = stablehlo.reduce(%v2175 init: %c220) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2177 = stablehlo.broadcast_in_dim %v2176, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2178 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2179 = stablehlo.multiply %v2177, %v2178 : tensor<6304x192xf32>
    %v2180 = stablehlo.multiply %v1391, %v2179 : tensor<6304x192xf32>
    %v2181 = stablehlo.subtract %v2155, %v2174 : tensor<6304x192xf32>
    %v2182 = stablehlo.subtract %v2181, %v2180 : tensor<6304x192xf32>
    %v2183 = stablehlo.multiply %v2170, %v2182 : tensor<6304x192xf32>
    %v2184 = stablehlo.add %v2109, %v2183 : tensor<6304x192xf32>
    %v2185 = stablehlo.dot_general %v2184, %v1359, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2186 = stablehlo.dot_general %v1371, %v2184, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2187 = stablehlo.reduce(%v2184 init: %c221) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2188 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2189 = stablehlo.multiply %v1363, %v2188 : tensor<6304x768xf32>
    %v2190 = chlo.erf %v2189 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2191 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2192 = stablehlo.add %v2191, %v2190 : tensor<6304x768xf32>
    %v2193 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2194 = stablehlo.multiply %v2192, %v2193 : tensor<6304x768xf32>
    %v2195 = stablehlo.multiply %v1363, %v1363 : tensor<6304x768xf32>
    %v2196 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2197 = stablehlo.multiply %v2195, %v2196 : tensor<6304x768xf32>
    %v2198 = stablehlo.exponential %v2197 : tensor<6304x768xf32>
    %v2199 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2200 = stablehlo.multiply %v2198, %v2199 : tensor<6304x768xf32>
    %v2201 = stablehlo.multiply %v1363, %v2200 : tensor<6304x768xf32>
    %v2202 = stablehlo.add %v2194, %v2201 : tensor<6304x768xf32>
    %v2203 = stablehlo.multiply %v2185, %v2202 : tensor<6304x768xf32>
    %v2204 = stablehlo.dot_general %v2203, %v1356, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2205 = stablehlo.dot_general %v1354, %v2203, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2206 = stablehlo.reduce(%v2203 init: %c222) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2207 = stablehlo.reduce(%v2204 init: %c223) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2208 = stablehlo.broadcast_in_dim %v1335, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2209 = stablehlo.multiply %v2204, %v2208 : tensor<6304x192xf32>
    %v2210 = stablehlo.multiply %v1350, %v2204 : tensor<6304x192xf32>
    %c224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2211 = stablehlo.reduce(%v2210 init: %c224) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2212 = stablehlo.reduce(%v1334 init: %c225) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2213 = stablehlo.broadcast_in_dim %v2212, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2214 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2215 = stablehlo.multiply %v2213, %v2214 : tensor<6304x192xf32>
    %v2216 = stablehlo.subtract %v1334, %v2215 : tensor<6304x192xf32>
    %v2217 = stablehlo.multiply %v2216, %v2216 : tensor<6304x192xf32>
    %c226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2218 = stablehlo.reduce(%v2217 init: %c226) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2219 = stablehlo.broadcast_in_dim %v2218, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2220 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2221 = stablehlo.multiply %v2219, %v2220 : tensor<6304x192xf32>
    %v2222 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2223 = stablehlo.add %v2221, %v2222 : tensor<6304x192xf32>
    %v2224 = stablehlo.rsqrt %v2223 : tensor<6304x192xf32>
    %c227 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2225 = stablehlo.reduce(%v2209 init: %c227) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2226 = stablehlo.broadcast_in_dim %v2225, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2227 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2228 = stablehlo.multiply %v2226, %v2227 : tensor<6304x192xf32>
    %v2229 = stablehlo.multiply %v2209, %v1350 : tensor<6304x192xf32>
    %c228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2230 = stablehlo.reduce(%v2229 init: %c228) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2231 = stablehlo.broadcast_in_dim %v2230, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2232 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2233 = stablehlo.multiply %v2231, %v2232 : tensor<6304x192xf32>
    %v2234 = stablehlo.multiply %v1350, %v2233 : tensor<6304x192xf32>
    %v2235 = stablehlo.subtract %v2209, %v2228 : tensor<6304x192xf32>
    %v2236 = stablehlo.subtract %v2235, %v2234 : tensor<6304x192xf32>
    %v2237 = stablehlo.multiply %v2224, %v2236 : tensor<6304x192xf32>
    %v2238 = stablehlo.add %v2184, %v2237 : tensor<6304x192xf32>
    %v2239 = stablehlo.dot_general %v2238, %v1329, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2240 = stablehlo.dot_general %v1327, %v2238, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2241 = stablehlo.reduce(%v2238 init: %c229) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2242 = stablehlo.reshape %v1306 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2243 = stablehlo.transpose %v2242, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2244 = "stablehlo.slice"(%v2243) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2245 = stablehlo.reshape %v2244 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2246 = "stablehlo.slice"(%v2243) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2247 = stablehlo.reshape %v2246 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2248 = "stablehlo.slice"(%v2243) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2249 = stablehlo.reshape %v2248 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2250 = stablehlo.dot_general %v2245, %v2247, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2251 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2252 = stablehlo.multiply %v2250, %v2251 : tensor<32x3x197x197xf32>
    %c230 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2253 = stablehlo.reduce(%v2252 init: %c230) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2254 = stablehlo.broadcast_in_dim %v2253, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2255 = stablehlo.subtract %v2252, %v2254 : tensor<32x3x197x197xf32>
    %v2256 = stablehlo.exponential %v2255 : tensor<32x3x197x197xf32>
    %c231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2257 = stablehlo.reduce(%v2256 init: %c231) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2258 = stablehlo.broadcast_in_dim %v2257, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2259 = stablehlo.divide %v2256, %v2258 : tensor<32x3x197x197xf32>
    %v2260 = stablehlo.reshape %v2239 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2261 = stablehlo.transpose %v2260, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2262 = stablehlo.dot_general %v2259, %v2261, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2263 = stablehlo.dot_general %v2261, %v2249, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2264 = stablehlo.multiply %v2259, %v2263 : tensor<32x3x197x197xf32>
    %c232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2265 = stablehlo.reduce(%v2264 init: %c232) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2266 = stablehlo.broadcast_in_dim %v2265, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2267 = stablehlo.subtract %v2263, %v2266 : tensor<32x3x197x197xf32>
    %v2268 = stablehlo.multiply %v2259, %v2267 : tensor<32x3x197x197xf32>
    %v2269 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2270 = stablehlo.multiply %v2268, %v2269 : tensor<32x3x197x197xf32>
    %v2271 = stablehlo.dot_general %v2270, %v2247, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2272 = stablehlo.dot_general %v2270, %v2245, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2273 = stablehlo.reshape %v2271 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2274 = stablehlo.reshape %v2272 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2275 = stablehlo.reshape %v2262 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2276 = stablehlo.concatenate %v2273, %v2274, %v2275, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2277 = stablehlo.transpose %v2276, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2278 = stablehlo.reshape %v2277 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2279 = stablehlo.dot_general %v2278, %v1302, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2280 = stablehlo.dot_general %v1300, %v2278, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2281 = stablehlo.reduce(%v2278 init: %c233) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2282 = stablehlo.reduce(%v2279 init: %c234) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2283 = stablehlo.broadcast_in_dim %v1281, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2284 = stablehlo.multiply %v2279, %v2283 : tensor<6304x192xf32>
    %v2285 = stablehlo.multiply %v1296, %v2279 : tensor<6304x192xf32>
    %c235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2286 = stablehlo.reduce(%v2285 init: %c235) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c236 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2287 = stablehlo.reduce(%v1280 init: %c236) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2288 = stablehlo.broadcast_in_dim %v2287, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2289 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2290 = stablehlo.multiply %v2288, %v2289 : tensor<6304x192xf32>
    %v2291 = stablehlo.subtract %v1280, %v2290 : tensor<6304x192xf32>
    %v2292 = stablehlo.multiply %v2291, %v2291 : tensor<6304x192xf32>
    %c237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2293 = stablehlo.reduce(%v2292 init: %c237) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2294 = stablehlo.broadcast_in_dim %v2293, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2295 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2296 = stablehlo.multiply %v2294, %v2295 : tensor<6304x192xf32>
    %v2297 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2298 = stablehlo.add %v2296, %v2297 : tensor<6304x192xf32>
    %v2299 = stablehlo.rsqrt %v2298 : tensor<6304x192xf32>
    %c238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2300 = stablehlo.reduce(%v2284 init: %c238) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2301 = stablehlo.broadcast_in_dim %v2300, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2302 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2303 = stablehlo.multiply %v2301, %v2302 : tensor<6304x192xf32>
    %v2304 = stablehlo.multiply %v2284, %v1296 : tensor<6304x192xf32>
    %c239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2305 = stablehlo.reduce(%v2304 init: %c239) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2306 = stablehlo.broadcast_in_dim %v2305, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2307 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2308 = stablehlo.multiply %v2306, %v2307 : tensor<6304x192xf32>
    %v2309 = stablehlo.multiply %v1296, %v2308 : tensor<6304x192xf32>
    %v2310 = stablehlo.subtract %v2284, %v2303 : tensor<6304x192xf32>
    %v2311 = stablehlo.subtract %v2310, %v2309 : tensor<6304x192xf32>
    %v2312 = stablehlo.multiply %v2299, %v2311 : tensor<6304x192xf32>
    %v2313 = stablehlo.add %v2238, %v2312 : tensor<6304x192xf32>
    %v2314 = stablehlo.dot_general %v2313, %v1264, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2315 = stablehlo.dot_general %v1276, %v2313, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2316 = stablehlo.reduce(%v2313 init: %c240) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2317 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2318 = stablehlo.multiply %v1268, %v2317 : tensor<6304x768xf32>
    %v2319 = chlo.erf %v2318 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2320 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2321 = stablehlo.add %v2320, %v2319 : tensor<6304x768xf32>
    %v2322 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2323 = stablehlo.multiply %v2321, %v2322 : tensor<6304x768xf32>
    %v2324 = stablehlo.multiply %v1268, %v1268 : tensor<6304x768xf32>
    %v2325 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2326 = stablehlo.multiply %v2324, %v2325 : tensor<6304x768xf32>
    %v2327 = stablehlo.exponential %v2326 : tensor<6304x768xf32>
    %v2328 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2329 = stablehlo.multiply %v2327, %v2328 : tensor<6304x768xf32>
    %v2330 = stablehlo.multiply %v1268, %v2329 : tensor<6304x768xf32>
    %v2331 = stablehlo.add %v2323, %v2330 : tensor<6304x768xf32>
    %v2332 = stablehlo.multiply %v2314, %v2331 : tensor<6304x768xf32>
    %v2333 = stablehlo.dot_general %v2332, %v1261, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2334 = stablehlo.dot_general %v1259, %v2332, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2335 = stablehlo.reduce(%v2332 init: %c241) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2336 = stablehlo.reduce(%v2333 init: %c242) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2337 = stablehlo.broadcast_in_dim %v1240, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2338 = stablehlo.multiply %v2333, %v2337 : tensor<6304x192xf32>
    %v2339 = stablehlo.multiply %v1255, %v2333 : tensor<6304x192xf32>
    %c243 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2340 = stablehlo.reduce(%v2339 init: %c243) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2341 = stablehlo.reduce(%v1239 init: %c244) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2342 = stablehlo.broadcast_in_dim %v2341, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2343 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2344 = stablehlo.multiply %v2342, %v2343 : tensor<6304x192xf32>
    %v2345 = stablehlo.subtract %v1239, %v2344 : tensor<6304x192xf32>
    %v2346 = stablehlo.multiply %v2345, %v2345 : tensor<6304x192xf32>
    %c245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2347 = stablehlo.reduce(%v2346 init: %c245) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2348 = stablehlo.broadcast_in_dim %v2347, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2349 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2350 = stablehlo.multiply %v2348, %v2349 : tensor<6304x192xf32>
    %v2351 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2352 = stablehlo.add %v2350, %v2351 : tensor<6304x192xf32>
    %v2353 = stablehlo.rsqrt %v2352 : tensor<6304x192xf32>
    %c246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2354 = stablehlo.reduce(%v2338 init: %c246) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2355 = stablehlo.broadcast_in_dim %v2354, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2356 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2357 = stablehlo.multiply %v2355, %v2356 : tensor<6304x192xf32>
    %v2358 = stablehlo.multiply %v2338, %v1255 : tensor<6304x192xf32>
    %c247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2359 = stablehlo.reduce(%v2358 init: %c247) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2360 = stablehlo.broadcast_in_dim %v2359, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2361 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2362 = stablehlo.multiply %v2360, %v2361 : tensor<6304x192xf32>
    %v2363 = stablehlo.multiply %v1255, %v2362 : tensor<6304x192xf32>
    %v2364 = stablehlo.subtract %v2338, %v2357 : tensor<6304x192xf32>
    %v2365 = stablehlo.subtract %v2364, %v2363 : tensor<6304x192xf32>
    %v2366 = stablehlo.multiply %v2353, %v2365 : tensor<6304x192xf32>
    %v2367 = stablehlo.add %v2313, %v2366 : tensor<6304x192xf32>
    %v2368 = stablehlo.dot_general %v2367, %v1234, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2369 = stablehlo.dot_general %v1232, %v2367, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2370 = stablehlo.reduce(%v2367 init: %c248) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2371 = stablehlo.reshape %v1211 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2372 = stablehlo.transpose %v2371, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2373 = "stablehlo.slice"(%v2372) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2374 = stablehlo.reshape %v2373 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2375 = "stablehlo.slice"(%v2372) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2376 = stablehlo.reshape %v2375 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2377 = "stablehlo.slice"(%v2372) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2378 = stablehlo.reshape %v2377 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2379 = stablehlo.dot_general %v2374, %v2376, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2380 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2381 = stablehlo.multiply %v2379, %v2380 : tensor<32x3x197x197xf32>
    %c249 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2382 = stablehlo.reduce(%v2381 init: %c249) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2383 = stablehlo.broadcast_in_dim %v2382, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2384 = stablehlo.subtract %v2381, %v2383 : tensor<32x3x197x197xf32>
    %v2385 = stablehlo.exponential %v2384 : tensor<32x3x197x197xf32>
    %c250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2386 = stablehlo.reduce(%v2385 init: %c250) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2387 = stablehlo.broadcast_in_dim %v2386, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2388 = stablehlo.divide %v2385, %v2387 : tensor<32x3x197x197xf32>
    %v2389 = stablehlo.reshape %v2368 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2390 = stablehlo.transpose %v2389, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2391 = stablehlo.dot_general %v2388, %v2390, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2392 = stablehlo.dot_general %v2390, %v2378, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2393 = stablehlo.multiply %v2388, %v2392 : tensor<32x3x197x197xf32>
    %c251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2394 = stablehlo.reduce(%v2393 init: %c251) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2395 = stablehlo.broadcast_in_dim %v2394, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2396 = stablehlo.subtract %v2392, %v2395 : tensor<32x3x197x197xf32>
    %v2397 = stablehlo.multiply %v2388, %v2396 : tensor<32x3x197x197xf32>
    %v2398 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2399 = stablehlo.multiply %v2397, %v2398 : tensor<32x3x197x197xf32>
    %v2400 = stablehlo.dot_general %v2399, %v2376, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2401 = stablehlo.dot_general %v2399, %v2374, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2402 = stablehlo.reshape %v2400 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2403 = stablehlo.reshape %v2401 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2404 = stablehlo.reshape %v2391 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2405 = stablehlo.concatenate %v2402, %v2403, %v2404, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2406 = stablehlo.transpose %v2405, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2407 = stablehlo.reshape %v2406 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2408 = stablehlo.dot_general %v2407, %v1207, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2409 = stablehlo.dot_general %v1205, %v2407, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2410 = stablehlo.reduce(%v2407 init: %c252) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2411 = stablehlo.reduce(%v2408 init: %c253) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2412 = stablehlo.broadcast_in_dim %v1186, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2413 = stablehlo.multiply %v2408, %v2412 : tensor<6304x192xf32>
    %v2414 = stablehlo.multiply %v1201, %v2408 : tensor<6304x192xf32>
    %c254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2415 = stablehlo.reduce(%v2414 init: %c254) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c255 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2416 = stablehlo.reduce(%v1185 init: %c255) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2417 = stablehlo.broadcast_in_dim %v2416, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2418 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2419 = stablehlo.multiply %v2417, %v2418 : tensor<6304x192xf32>
    %v2420 = stablehlo.subtract %v1185, %v2419 : tensor<6304x192xf32>
    %v2421 = stablehlo.multiply %v2420, %v2420 : tensor<6304x192xf32>
    %c256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2422 = stablehlo.reduce(%v2421 init: %c256) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2423 = stablehlo.broadcast_in_dim %v2422, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2424 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2425 = stablehlo.multiply %v2423, %v2424 : tensor<6304x192xf32>
    %v2426 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2427 = stablehlo.add %v2425, %v2426 : tensor<6304x192xf32>
    %v2428 = stablehlo.rsqrt %v2427 : tensor<6304x192xf32>
    %c257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2429 = stablehlo.reduce(%v2413 init: %c257) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2430 = stablehlo.broadcast_in_dim %v2429, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2431 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2432 = stablehlo.multiply %v2430, %v2431 : tensor<6304x192xf32>
    %v2433 = stablehlo.multiply %v2413, %v1201 : tensor<6304x192xf32>
    %c258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2434 = stablehlo.reduce(%v2433 init: %c258) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2435 = stablehlo.broadcast_in_dim %v2434, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2436 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2437 = stablehlo.multiply %v2435, %v2436 : tensor<6304x192xf32>
    %v2438 = stablehlo.multiply %v1201, %v2437 : tensor<6304x192xf32>
    %v2439 = stablehlo.subtract %v2413, %v2432 : tensor<6304x192xf32>
    %v2440 = stablehlo.subtract %v2439, %v2438 : tensor<6304x192xf32>
    %v2441 = stablehlo.multiply %v2428, %v2440 : tensor<6304x192xf32>
    %v2442 = stablehlo.add %v2367, %v2441 : tensor<6304x192xf32>
    %v2443 = stablehlo.dot_general %v2442, %v1169, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2444 = stablehlo.dot_general %v1181, %v2442, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2445 = stablehlo.reduce(%v2442 init: %c259) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2446 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2447 = stablehlo.multiply %v1173, %v2446 : tensor<6304x768xf32>
    %v2448 = chlo.erf %v2447 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2449 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2450 = stablehlo.add %v2449, %v2448 : tensor<6304x768xf32>
    %v2451 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2452 = stablehlo.multiply %v2450, %v2451 : tensor<6304x768xf32>
    %v2453 = stablehlo.multiply %v1173, %v1173 : tensor<6304x768xf32>
    %v2454 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2455 = stablehlo.multiply %v2453, %v2454 : tensor<6304x768xf32>
    %v2456 = stablehlo.exponential %v2455 : tensor<6304x768xf32>
    %v2457 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2458 = stablehlo.multiply %v2456, %v2457 : tensor<6304x768xf32>
    %v2459 = stablehlo.multiply %v1173, %v2458 : tensor<6304x768xf32>
    %v2460 = stablehlo.add %v2452, %v2459 : tensor<6304x768xf32>
    %v2461 = stablehlo.multiply %v2443, %v2460 : tensor<6304x768xf32>
    %v2462 = stablehlo.dot_general %v2461, %v1166, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2463 = stablehlo.dot_general %v1164, %v2461, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2464 = stablehlo.reduce(%v2461 init: %c260) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c261 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2465 = stablehlo.reduce(%v2462 init: %c261) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2466 = stablehlo.broadcast_in_dim %v1145, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2467 = stablehlo.multiply %v2462, %v2466 : tensor<6304x192xf32>
    %v2468 = stablehlo.multiply %v1160, %v2462 : tensor<6304x192xf32>
    %c262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2469 = stablehlo.reduce(%v2468 init: %c262) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2470 = stablehlo.reduce(%v1144 init: %c263) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2471 = stablehlo.broadcast_in_dim %v2470, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2472 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2473 = stablehlo.multiply %v2471, %v2472 : tensor<6304x192xf32>
    %v2474 = stablehlo.subtract %v1144, %v2473 : tensor<6304x192xf32>
    %v2475 = stablehlo.multiply %v2474, %v2474 : tensor<6304x192xf32>
    %c264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2476 = stablehlo.reduce(%v2475 init: %c264) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2477 = stablehlo.broadcast_in_dim %v2476, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2478 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2479 = stablehlo.multiply %v2477, %v2478 : tensor<6304x192xf32>
    %v2480 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2481 = stablehlo.add %v2479, %v2480 : tensor<6304x192xf32>
    %v2482 = stablehlo.rsqrt %v2481 : tensor<6304x192xf32>
    %c265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2483 = stablehlo.reduce(%v2467 init: %c265) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2484 = stablehlo.broadcast_in_dim %v2483, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2485 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2486 = stablehlo.multiply %v2484, %v2485 : tensor<6304x192xf32>
    %v2487 = stablehlo.multiply %v2467, %v1160 : tensor<6304x192xf32>
    %c266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2488 = stablehlo.reduce(%v2487 init: %c266) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2489 = stablehlo.broadcast_in_dim %v2488, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2490 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2491 = stablehlo.multiply %v2489, %v2490 : tensor<6304x192xf32>
    %v2492 = stablehlo.multiply %v1160, %v2491 : tensor<6304x192xf32>
    %v2493 = stablehlo.subtract %v2467, %v2486 : tensor<6304x192xf32>
    %v2494 = stablehlo.subtract %v2493, %v2492 : tensor<6304x192xf32>
    %v2495 = stablehlo.multiply %v2482, %v2494 : tensor<6304x192xf32>
    %v2496 = stablehlo.add %v2442, %v2495 : tensor<6304x192xf32>
    %v2497 = stablehlo.dot_general %v2496, %v1139, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2498 = stablehlo.dot_general %v1137, %v2496, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2499 = stablehlo.reduce(%v2496 init: %c267) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2500 = stablehlo.reshape %v1116 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2501 = stablehlo.transpose %v2500, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2502 = "stablehlo.slice"(%v2501) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2503 = stablehlo.reshape %v2502 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2504 = "stablehlo.slice"(%v2501) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2505 = stablehlo.reshape %v2504 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2506 = "stablehlo.slice"(%v2501) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2507 = stablehlo.reshape %v2506 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2508 = stablehlo.dot_general %v2503, %v2505, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2509 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2510 = stablehlo.multiply %v2508, %v2509 : tensor<32x3x197x197xf32>
    %c268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2511 = stablehlo.reduce(%v2510 init: %c268) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2512 = stablehlo.broadcast_in_dim %v2511, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2513 = stablehlo.subtract %v2510, %v2512 : tensor<32x3x197x197xf32>
    %v2514 = stablehlo.exponential %v2513 : tensor<32x3x197x197xf32>
    %c269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2515 = stablehlo.reduce(%v2514 init: %c269) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2516 = stablehlo.broadcast_in_dim %v2515, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2517 = stablehlo.divide %v2514, %v2516 : tensor<32x3x197x197xf32>
    %v2518 = stablehlo.reshape %v2497 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2519 = stablehlo.transpose %v2518, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2520 = stablehlo.dot_general %v2517, %v2519, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2521 = stablehlo.dot_general %v2519, %v2507, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2522 = stablehlo.multiply %v2517, %v2521 : tensor<32x3x197x197xf32>
    %c270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2523 = stablehlo.reduce(%v2522 init: %c270) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2524 = stablehlo.broadcast_in_dim %v2523, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2525 = stablehlo.subtract %v2521, %v2524 : tensor<32x3x197x197xf32>
    %v2526 = stablehlo.multiply %v2517, %v2525 : tensor<32x3x197x197xf32>
    %v2527 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2528 = stablehlo.multiply %v2526, %v2527 : tensor<32x3x197x197xf32>
    %v2529 = stablehlo.dot_general %v2528, %v2505, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2530 = stablehlo.dot_general %v2528, %v2503, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2531 = stablehlo.reshape %v2529 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2532 = stablehlo.reshape %v2530 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2533 = stablehlo.reshape %v2520 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2534 = stablehlo.concatenate %v2531, %v2532, %v2533, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2535 = stablehlo.transpose %v2534, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2536 = stablehlo.reshape %v2535 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2537 = stablehlo.dot_general %v2536, %v1112, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2538 = stablehlo.dot_general %v1110, %v2536, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2539 = stablehlo.reduce(%v2536 init: %c271) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2540 = stablehlo.reduce(%v2537 init: %c272) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2541 = stablehlo.broadcast_in_dim %v1091, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2542 = stablehlo.multiply %v2537, %v2541 : tensor<6304x192xf32>
    %v2543 = stablehlo.multiply %v1106, %v2537 : tensor<6304x192xf32>
    %c273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2544 = stablehlo.reduce(%v2543 init: %c273) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c274 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2545 = stablehlo.reduce(%v1090 init: %c274) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2546 = stablehlo.broadcast_in_dim %v2545, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2547 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2548 = stablehlo.multiply %v2546, %v2547 : tensor<6304x192xf32>
    %v2549 = stablehlo.subtract %v1090, %v2548 : tensor<6304x192xf32>
    %v2550 = stablehlo.multiply %v2549, %v2549 : tensor<6304x192xf32>
    %c275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2551 = stablehlo.reduce(%v2550 init: %c275) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2552 = stablehlo.broadcast_in_dim %v2551, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2553 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2554 = stablehlo.multiply %v2552, %v2553 : tensor<6304x192xf32>
    %v2555 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2556 = stablehlo.add %v2554, %v2555 : tensor<6304x192xf32>
    %v2557 = stablehlo.rsqrt %v2556 : tensor<6304x192xf32>
    %c276 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2558 = stablehlo.reduce(%v2542 init: %c276) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2559 = stablehlo.broadcast_in_dim %v2558, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2560 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2561 = stablehlo.multiply %v2559, %v2560 : tensor<6304x192xf32>
    %v2562 = stablehlo.multiply %v2542, %v1106 : tensor<6304x192xf32>
    %c277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2563 = stablehlo.reduce(%v2562 init: %c277) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2564 = stablehlo.broadcast_in_dim %v2563, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2565 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2566 = stablehlo.multiply %v2564, %v2565 : tensor<6304x192xf32>
    %v2567 = stablehlo.multiply %v1106, %v2566 : tensor<6304x192xf32>
    %v2568 = stablehlo.subtract %v2542, %v2561 : tensor<6304x192xf32>
    %v2569 = stablehlo.subtract %v2568, %v2567 : tensor<6304x192xf32>
    %v2570 = stablehlo.multiply %v2557, %v2569 : tensor<6304x192xf32>
    %v2571 = stablehlo.add %v2496, %v2570 : tensor<6304x192xf32>
    %v2572 = stablehlo.dot_general %v2571, %v1074, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2573 = stablehlo.dot_general %v1086, %v2571, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2574 = stablehlo.reduce(%v2571 init: %c278) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2575 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2576 = stablehlo.multiply %v1078, %v2575 : tensor<6304x768xf32>
    %v2577 = chlo.erf %v2576 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2578 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2579 = stablehlo.add %v2578, %v2577 : tensor<6304x768xf32>
    %v2580 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2581 = stablehlo.multiply %v2579, %v2580 : tensor<6304x768xf32>
    %v2582 = stablehlo.multiply %v1078, %v1078 : tensor<6304x768xf32>
    %v2583 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2584 = stablehlo.multiply %v2582, %v2583 : tensor<6304x768xf32>
    %v2585 = stablehlo.exponential %v2584 : tensor<6304x768xf32>
    %v2586 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2587 = stablehlo.multiply %v2585, %v2586 : tensor<6304x768xf32>
    %v2588 = stablehlo.multiply %v1078, %v2587 : tensor<6304x768xf32>
    %v2589 = stablehlo.add %v2581, %v2588 : tensor<6304x768xf32>
    %v2590 = stablehlo.multiply %v2572, %v2589 : tensor<6304x768xf32>
    %v2591 = stablehlo.dot_general %v2590, %v1071, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2592 = stablehlo.dot_general %v1069, %v2590, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2593 = stablehlo.reduce(%v2590 init: %c279) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2594 = stablehlo.reduce(%v2591 init: %c280) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2595 = stablehlo.broadcast_in_dim %v1050, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2596 = stablehlo.multiply %v2591, %v2595 : tensor<6304x192xf32>
    %v2597 = stablehlo.multiply %v1065, %v2591 : tensor<6304x192xf32>
    %c281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2598 = stablehlo.reduce(%v2597 init: %c281) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2599 = stablehlo.reduce(%v1049 init: %c282) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2600 = stablehlo.broadcast_in_dim %v2599, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2601 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2602 = stablehlo.multiply %v2600, %v2601 : tensor<6304x192xf32>
    %v2603 = stablehlo.subtract %v1049, %v2602 : tensor<6304x192xf32>
    %v2604 = stablehlo.multiply %v2603, %v2603 : tensor<6304x192xf32>
    %c283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2605 = stablehlo.reduce(%v2604 init: %c283) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2606 = stablehlo.broadcast_in_dim %v2605, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2607 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2608 = stablehlo.multiply %v2606, %v2607 : tensor<6304x192xf32>
    %v2609 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2610 = stablehlo.add %v2608, %v2609 : tensor<6304x192xf32>
    %v2611 = stablehlo.rsqrt %v2610 : tensor<6304x192xf32>
    %c284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2612 = stablehlo.reduce(%v2596 init: %c284) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2613 = stablehlo.broadcast_in_dim %v2612, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2614 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2615 = stablehlo.multiply %v2613, %v2614 : tensor<6304x192xf32>
    %v2616 = stablehlo.multiply %v2596, %v1065 : tensor<6304x192xf32>
    %c285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2617 = stablehlo.reduce(%v2616 init: %c285) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2618 = stablehlo.broadcast_in_dim %v2617, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2619 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2620 = stablehlo.multiply %v2618, %v2619 : tensor<6304x192xf32>
    %v2621 = stablehlo.multiply %v1065, %v2620 : tensor<6304x192xf32>
    %v2622 = stablehlo.subtract %v2596, %v2615 : tensor<6304x192xf32>
    %v2623 = stablehlo.subtract %v2622, %v2621 : tensor<6304x192xf32>
    %v2624 = stablehlo.multiply %v2611, %v2623 : tensor<6304x192xf32>
    %v2625 = stablehlo.add %v2571, %v2624 : tensor<6304x192xf32>
    %v2626 = stablehlo.dot_general %v2625, %v1044, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2627 = stablehlo.dot_general %v1042, %v2625, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2628 = stablehlo.reduce(%v2625 init: %c286) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2629 = stablehlo.reshape %v1021 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2630 = stablehlo.transpose %v2629, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2631 = "stablehlo.slice"(%v2630) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2632 = stablehlo.reshape %v2631 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2633 = "stablehlo.slice"(%v2630) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2634 = stablehlo.reshape %v2633 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2635 = "stablehlo.slice"(%v2630) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2636 = stablehlo.reshape %v2635 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2637 = stablehlo.dot_general %v2632, %v2634, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2638 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2639 = stablehlo.multiply %v2637, %v2638 : tensor<32x3x197x197xf32>
    %c287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2640 = stablehlo.reduce(%v2639 init: %c287) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2641 = stablehlo.broadcast_in_dim %v2640, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2642 = stablehlo.subtract %v2639, %v2641 : tensor<32x3x197x197xf32>
    %v2643 = stablehlo.exponential %v2642 : tensor<32x3x197x197xf32>
    %c288 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2644 = stablehlo.reduce(%v2643 init: %c288) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2645 = stablehlo.broadcast_in_dim %v2644, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2646 = stablehlo.divide %v2643, %v2645 : tensor<32x3x197x197xf32>
    %v2647 = stablehlo.reshape %v2626 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2648 = stablehlo.transpose %v2647, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2649 = stablehlo.dot_general %v2646, %v2648, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2650 = stablehlo.dot_general %v2648, %v2636, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2651 = stablehlo.multiply %v2646, %v2650 : tensor<32x3x197x197xf32>
    %c289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2652 = stablehlo.reduce(%v2651 init: %c289) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2653 = stablehlo.broadcast_in_dim %v2652, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2654 = stablehlo.subtract %v2650, %v2653 : tensor<32x3x197x197xf32>
    %v2655 = stablehlo.multiply %v2646, %v2654 : tensor<32x3x197x197xf32>
    %v2656 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2657 = stablehlo.multiply %v2655, %v2656 : tensor<32x3x197x197xf32>
    %v2658 = stablehlo.dot_general %v2657, %v2634, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2659 = stablehlo.dot_general %v2657, %v2632, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2660 = stablehlo.reshape %v2658 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2661 = stablehlo.reshape %v2659 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2662 = stablehlo.reshape %v2649 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2663 = stablehlo.concatenate %v2660, %v2661, %v2662, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2664 = stablehlo.transpose %v2663, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2665 = stablehlo.reshape %v2664 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2666 = stablehlo.dot_general %v2665, %v1017, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2667 = stablehlo.dot_general %v1015, %v2665, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2668 = stablehlo.reduce(%v2665 init: %c290) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2669 = stablehlo.reduce(%v2666 init: %c291) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2670 = stablehlo.broadcast_in_dim %v996, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2671 = stablehlo.multiply %v2666, %v2670 : tensor<6304x192xf32>
    %v2672 = stablehlo.multiply %v1011, %v2666 : tensor<6304x192xf32>
    %c292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2673 = stablehlo.reduce(%v2672 init: %c292) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2674 = stablehlo.reduce(%v995 init: %c293) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2675 = stablehlo.broadcast_in_dim %v2674, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2676 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2677 = stablehlo.multiply %v2675, %v2676 : tensor<6304x192xf32>
    %v2678 = stablehlo.subtract %v995, %v2677 : tensor<6304x192xf32>
    %v2679 = stablehlo.multiply %v2678, %v2678 : tensor<6304x192xf32>
    %c294 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2680 = stablehlo.reduce(%v2679 init: %c294) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2681 = stablehlo.broadcast_in_dim %v2680, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2682 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2683 = stablehlo.multiply %v2681, %v2682 : tensor<6304x192xf32>
    %v2684 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2685 = stablehlo.add %v2683, %v2684 : tensor<6304x192xf32>
    %v2686 = stablehlo.rsqrt %v2685 : tensor<6304x192xf32>
    %c295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2687 = stablehlo.reduce(%v2671 init: %c295) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2688 = stablehlo.broadcast_in_dim %v2687, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2689 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2690 = stablehlo.multiply %v2688, %v2689 : tensor<6304x192xf32>
    %v2691 = stablehlo.multiply %v2671, %v1011 : tensor<6304x192xf32>
    %c296 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2692 = stablehlo.reduce(%v2691 init: %c296) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2693 = stablehlo.broadcast_in_dim %v2692, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2694 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2695 = stablehlo.multiply %v2693, %v2694 : tensor<6304x192xf32>
    %v2696 = stablehlo.multiply %v1011, %v2695 : tensor<6304x192xf32>
    %v2697 = stablehlo.subtract %v2671, %v2690 : tensor<6304x192xf32>
    %v2698 = stablehlo.subtract %v2697, %v2696 : tensor<6304x192xf32>
    %v2699 = stablehlo.multiply %v2686, %v2698 : tensor<6304x192xf32>
    %v2700 = stablehlo.add %v2625, %v2699 : tensor<6304x192xf32>
    %v2701 = stablehlo.dot_general %v2700, %v979, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2702 = stablehlo.dot_general %v991, %v2700, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2703 = stablehlo.reduce(%v2700 init: %c297) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2704 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2705 = stablehlo.multiply %v983, %v2704 : tensor<6304x768xf32>
    %v2706 = chlo.erf %v2705 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2707 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2708 = stablehlo.add %v2707, %v2706 : tensor<6304x768xf32>
    %v2709 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2710 = stablehlo.multiply %v2708, %v2709 : tensor<6304x768xf32>
    %v2711 = stablehlo.multiply %v983, %v983 : tensor<6304x768xf32>
    %v2712 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2713 = stablehlo.multiply %v2711, %v2712 : tensor<6304x768xf32>
    %v2714 = stablehlo.exponential %v2713 : tensor<6304x768xf32>
    %v2715 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2716 = stablehlo.multiply %v2714, %v2715 : tensor<6304x768xf32>
    %v2717 = stablehlo.multiply %v983, %v2716 : tensor<6304x768xf32>
    %v2718 = stablehlo.add %v2710, %v2717 : tensor<6304x768xf32>
    %v2719 = stablehlo.multiply %v2701, %v2718 : tensor<6304x768xf32>
    %v2720 = stablehlo.dot_general %v2719, %v976, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2721 = stablehlo.dot_general %v974, %v2719, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2722 = stablehlo.reduce(%v2719 init: %c298) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2723 = stablehlo.reduce(%v2720 init: %c299) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2724 = stablehlo.broadcast_in_dim %v955, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2725 = stablehlo.multiply %v2720, %v2724 : tensor<6304x192xf32>
    %v2726 = stablehlo.multiply %v970, %v2720 : tensor<6304x192xf32>
    %c300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2727 = stablehlo.reduce(%v2726 init: %c300) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2728 = stablehlo.reduce(%v954 init: %c301) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2729 = stablehlo.broadcast_in_dim %v2728, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2730 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2731 = stablehlo.multiply %v2729, %v2730 : tensor<6304x192xf32>
    %v2732 = stablehlo.subtract %v954, %v2731 : tensor<6304x192xf32>
    %v2733 = stablehlo.multiply %v2732, %v2732 : tensor<6304x192xf32>
    %c302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2734 = stablehlo.reduce(%v2733 init: %c302) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2735 = stablehlo.broadcast_in_dim %v2734, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2736 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2737 = stablehlo.multiply %v2735, %v2736 : tensor<6304x192xf32>
    %v2738 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2739 = stablehlo.add %v2737, %v2738 : tensor<6304x192xf32>
    %v2740 = stablehlo.rsqrt %v2739 : tensor<6304x192xf32>
    %c303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2741 = stablehlo.reduce(%v2725 init: %c303) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2742 = stablehlo.broadcast_in_dim %v2741, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2743 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2744 = stablehlo.multiply %v2742, %v2743 : tensor<6304x192xf32>
    %v2745 = stablehlo.multiply %v2725, %v970 : tensor<6304x192xf32>
    %c304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2746 = stablehlo.reduce(%v2745 init: %c304) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2747 = stablehlo.broadcast_in_dim %v2746, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2748 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2749 = stablehlo.multiply %v2747, %v2748 : tensor<6304x192xf32>
    %v2750 = stablehlo.multiply %v970, %v2749 : tensor<6304x192xf32>
    %v2751 = stablehlo.subtract %v2725, %v2744 : tensor<6304x192xf32>
    %v2752 = stablehlo.subtract %v2751, %v2750 : tensor<6304x192xf32>
    %v2753 = stablehlo.multiply %v2740, %v2752 : tensor<6304x192xf32>
    %v2754 = stablehlo.add %v2700, %v2753 : tensor<6304x192xf32>
    %v2755 = stablehlo.dot_general %v2754, %v949, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2756 = stablehlo.dot_general %v947, %v2754, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2757 = stablehlo.reduce(%v2754 init: %c305) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2758 = stablehlo.reshape %v926 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2759 = stablehlo.transpose %v2758, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2760 = "stablehlo.slice"(%v2759) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2761 = stablehlo.reshape %v2760 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2762 = "stablehlo.slice"(%v2759) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2763 = stablehlo.reshape %v2762 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2764 = "stablehlo.slice"(%v2759) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2765 = stablehlo.reshape %v2764 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2766 = stablehlo.dot_general %v2761, %v2763, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2767 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2768 = stablehlo.multiply %v2766, %v2767 : tensor<32x3x197x197xf32>
    %c306 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2769 = stablehlo.reduce(%v2768 init: %c306) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2770 = stablehlo.broadcast_in_dim %v2769, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2771 = stablehlo.subtract %v2768, %v2770 : tensor<32x3x197x197xf32>
    %v2772 = stablehlo.exponential %v2771 : tensor<32x3x197x197xf32>
    %c307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2773 = stablehlo.reduce(%v2772 init: %c307) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2774 = stablehlo.broadcast_in_dim %v2773, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2775 = stablehlo.divide %v2772, %v2774 : tensor<32x3x197x197xf32>
    %v2776 = stablehlo.reshape %v2755 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2777 = stablehlo.transpose %v2776, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2778 = stablehlo.dot_general %v2775, %v2777, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2779 = stablehlo.dot_general %v2777, %v2765, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2780 = stablehlo.multiply %v2775, %v2779 : tensor<32x3x197x197xf32>
    %c308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2781 = stablehlo.reduce(%v2780 init: %c308) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2782 = stablehlo.broadcast_in_dim %v2781, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2783 = stablehlo.subtract %v2779, %v2782 : tensor<32x3x197x197xf32>
    %v2784 = stablehlo.multiply %v2775, %v2783 : tensor<32x3x197x197xf32>
    %v2785 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2786 = stablehlo.multiply %v2784, %v2785 : tensor<32x3x197x197xf32>
    %v2787 = stablehlo.dot_general %v2786, %v2763, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2788 = stablehlo.dot_general %v2786, %v2761, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2789 = stablehlo.reshape %v2787 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2790 = stablehlo.reshape %v2788 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2791 = stablehlo.reshape %v2778 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2792 = stablehlo.concatenate %v2789, %v2790, %v2791, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2793 = stablehlo.transpose %v2792, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2794 = stablehlo.reshape %v2793 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2795 = stablehlo.dot_general %v2794, %v922, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2796 = stablehlo.dot_general %v920, %v2794, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c309 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2797 = stablehlo.reduce(%v2794 init: %c309) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2798 = stablehlo.reduce(%v2795 init: %c310) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2799 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2800 = stablehlo.multiply %v2795, %v2799 : tensor<6304x192xf32>
    %v2801 = stablehlo.multiply %v916, %v2795 : tensor<6304x192xf32>
    %c311 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2802 = stablehlo.reduce(%v2801 init: %c311) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2803 = stablehlo.reduce(%v900 init: %c312) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2804 = stablehlo.broadcast_in_dim %v2803, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2805 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2806 = stablehlo.multiply %v2804, %v2805 : tensor<6304x192xf32>
    %v2807 = stablehlo.subtract %v900, %v2806 : tensor<6304x192xf32>
    %v2808 = stablehlo.multiply %v2807, %v2807 : tensor<6304x192xf32>
    %c313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2809 = stablehlo.reduce(%v2808 init: %c313) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2810 = stablehlo.broadcast_in_dim %v2809, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2811 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2812 = stablehlo.multiply %v2810, %v2811 : tensor<6304x192xf32>
    %v2813 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2814 = stablehlo.add %v2812, %v2813 : tensor<6304x192xf32>
    %v2815 = stablehlo.rsqrt %v2814 : tensor<6304x192xf32>
    %c314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2816 = stablehlo.reduce(%v2800 init: %c314) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2817 = stablehlo.broadcast_in_dim %v2816, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2818 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2819 = stablehlo.multiply %v2817, %v2818 : tensor<6304x192xf32>
    %v2820 = stablehlo.multiply %v2800, %v916 : tensor<6304x192xf32>
    %c315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2821 = stablehlo.reduce(%v2820 init: %c315) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2822 = stablehlo.broadcast_in_dim %v2821, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2823 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2824 = stablehlo.multiply %v2822, %v2823 : tensor<6304x192xf32>
    %v2825 = stablehlo.multiply %v916, %v2824 : tensor<6304x192xf32>
    %v2826 = stablehlo.subtract %v2800, %v2819 : tensor<6304x192xf32>
    %v2827 = stablehlo.subtract %v2826, %v2825 : tensor<6304x192xf32>
    %v2828 = stablehlo.multiply %v2815, %v2827 : tensor<6304x192xf32>
    %v2829 = stablehlo.add %v2754, %v2828 : tensor<6304x192xf32>
    %v2830 = stablehlo.dot_general %v2829, %v884, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2831 = stablehlo.dot_general %v896, %v2829, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c316 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2832 = stablehlo.reduce(%v2829 init: %c316) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2833 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2834 = stablehlo.multiply %v888, %v2833 : tensor<6304x768xf32>
    %v2835 = chlo.erf %v2834 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2836 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2837 = stablehlo.add %v2836, %v2835 : tensor<6304x768xf32>
    %v2838 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2839 = stablehlo.multiply %v2837, %v2838 : tensor<6304x768xf32>
    %v2840 = stablehlo.multiply %v888, %v888 : tensor<6304x768xf32>
    %v2841 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2842 = stablehlo.multiply %v2840, %v2841 : tensor<6304x768xf32>
    %v2843 = stablehlo.exponential %v2842 : tensor<6304x768xf32>
    %v2844 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2845 = stablehlo.multiply %v2843, %v2844 : tensor<6304x768xf32>
    %v2846 = stablehlo.multiply %v888, %v2845 : tensor<6304x768xf32>
    %v2847 = stablehlo.add %v2839, %v2846 : tensor<6304x768xf32>
    %v2848 = stablehlo.multiply %v2830, %v2847 : tensor<6304x768xf32>
    %v2849 = stablehlo.dot_general %v2848, %v881, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2850 = stablehlo.dot_general %v879, %v2848, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2851 = stablehlo.reduce(%v2848 init: %c317) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2852 = stablehlo.reduce(%v2849 init: %c318) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2853 = stablehlo.broadcast_in_dim %v860, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2854 = stablehlo.multiply %v2849, %v2853 : tensor<6304x192xf32>
    %v2855 = stablehlo.multiply %v875, %v2849 : tensor<6304x192xf32>
    %c319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2856 = stablehlo.reduce(%v2855 init: %c319) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2857 = stablehlo.reduce(%v859 init: %c320) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2858 = stablehlo.broadcast_in_dim %v2857, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2859 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2860 = stablehlo.multiply %v2858, %v2859 : tensor<6304x192xf32>
    %v2861 = stablehlo.subtract %v859, %v2860 : tensor<6304x192xf32>
    %v2862 = stablehlo.multiply %v2861, %v2861 : tensor<6304x192xf32>
    %c321 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2863 = stablehlo.reduce(%v2862 init: %c321) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2864 = stablehlo.broadcast_in_dim %v2863, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2865 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2866 = stablehlo.multiply %v2864, %v2865 : tensor<6304x192xf32>
    %v2867 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2868 = stablehlo.add %v2866, %v2867 : tensor<6304x192xf32>
    %v2869 = stablehlo.rsqrt %v2868 : tensor<6304x192xf32>
    %c322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2870 = stablehlo.reduce(%v2854 init: %c322) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2871 = stablehlo.broadcast_in_dim %v2870, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2872 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2873 = stablehlo.multiply %v2871, %v2872 : tensor<6304x192xf32>
    %v2874 = stablehlo.multiply %v2854, %v875 : tensor<6304x192xf32>
    %c323 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2875 = stablehlo.reduce(%v2874 init: %c323) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2876 = stablehlo.broadcast_in_dim %v2875, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2877 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2878 = stablehlo.multiply %v2876, %v2877 : tensor<6304x192xf32>
    %v2879 = stablehlo.multiply %v875, %v2878 : tensor<6304x192xf32>
    %v2880 = stablehlo.subtract %v2854, %v2873 : tensor<6304x192xf32>
    %v2881 = stablehlo.subtract %v2880, %v2879 : tensor<6304x192xf32>
    %v2882 = stablehlo.multiply %v2869, %v2881 : tensor<6304x192xf32>
    %v2883 = stablehlo.add %v2829, %v2882 : tensor<6304x192xf32>
    %v2884 = stablehlo.dot_general %v2883, %v854, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2885 = stablehlo.dot_general %v852, %v2883, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2886 = stablehlo.reduce(%v2883 init: %c324) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2887 = stablehlo.reshape %v831 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v2888 = stablehlo.transpose %v2887, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2889 = "stablehlo.slice"(%v2888) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2890 = stablehlo.reshape %v2889 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2891 = "stablehlo.slice"(%v2888) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2892 = stablehlo.reshape %v2891 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2893 = "stablehlo.slice"(%v2888) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2894 = stablehlo.reshape %v2893 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2895 = stablehlo.dot_general %v2890, %v2892, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2896 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2897 = stablehlo.multiply %v2895, %v2896 : tensor<32x3x197x197xf32>
    %c325 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v2898 = stablehlo.reduce(%v2897 init: %c325) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2899 = stablehlo.broadcast_in_dim %v2898, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2900 = stablehlo.subtract %v2897, %v2899 : tensor<32x3x197x197xf32>
    %v2901 = stablehlo.exponential %v2900 : tensor<32x3x197x197xf32>
    %c326 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2902 = stablehlo.reduce(%v2901 init: %c326) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2903 = stablehlo.broadcast_in_dim %v2902, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2904 = stablehlo.divide %v2901, %v2903 : tensor<32x3x197x197xf32>
    %v2905 = stablehlo.reshape %v2884 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2906 = stablehlo.transpose %v2905, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2907 = stablehlo.dot_general %v2904, %v2906, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2908 = stablehlo.dot_general %v2906, %v2894, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2909 = stablehlo.multiply %v2904, %v2908 : tensor<32x3x197x197xf32>
    %c327 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2910 = stablehlo.reduce(%v2909 init: %c327) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2911 = stablehlo.broadcast_in_dim %v2910, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2912 = stablehlo.subtract %v2908, %v2911 : tensor<32x3x197x197xf32>
    %v2913 = stablehlo.multiply %v2904, %v2912 : tensor<32x3x197x197xf32>
    %v2914 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v2915 = stablehlo.multiply %v2913, %v2914 : tensor<32x3x197x197xf32>
    %v2916 = stablehlo.dot_general %v2915, %v2892, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2917 = stablehlo.dot_general %v2915, %v2890, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2918 = stablehlo.reshape %v2916 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2919 = stablehlo.reshape %v2917 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2920 = stablehlo.reshape %v2907 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2921 = stablehlo.concatenate %v2918, %v2919, %v2920, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2922 = stablehlo.transpose %v2921, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2923 = stablehlo.reshape %v2922 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2924 = stablehlo.dot_general %v2923, %v827, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2925 = stablehlo.dot_general %v825, %v2923, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c328 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2926 = stablehlo.reduce(%v2923 init: %c328) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c329 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2927 = stablehlo.reduce(%v2924 init: %c329) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2928 = stablehlo.broadcast_in_dim %v806, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2929 = stablehlo.multiply %v2924, %v2928 : tensor<6304x192xf32>
    %v2930 = stablehlo.multiply %v821, %v2924 : tensor<6304x192xf32>
    %c330 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2931 = stablehlo.reduce(%v2930 init: %c330) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2932 = stablehlo.reduce(%v805 init: %c331) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2933 = stablehlo.broadcast_in_dim %v2932, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2934 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2935 = stablehlo.multiply %v2933, %v2934 : tensor<6304x192xf32>
    %v2936 = stablehlo.subtract %v805, %v2935 : tensor<6304x192xf32>
    %v2937 = stablehlo.multiply %v2936, %v2936 : tensor<6304x192xf32>
    %c332 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2938 = stablehlo.reduce(%v2937 init: %c332) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2939 = stablehlo.broadcast_in_dim %v2938, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2940 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2941 = stablehlo.multiply %v2939, %v2940 : tensor<6304x192xf32>
    %v2942 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2943 = stablehlo.add %v2941, %v2942 : tensor<6304x192xf32>
    %v2944 = stablehlo.rsqrt %v2943 : tensor<6304x192xf32>
    %c333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2945 = stablehlo.reduce(%v2929 init: %c333) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2946 = stablehlo.broadcast_in_dim %v2945, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2947 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2948 = stablehlo.multiply %v2946, %v2947 : tensor<6304x192xf32>
    %v2949 = stablehlo.multiply %v2929, %v821 : tensor<6304x192xf32>
    %c334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2950 = stablehlo.reduce(%v2949 init: %c334) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2951 = stablehlo.broadcast_in_dim %v2950, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2952 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2953 = stablehlo.multiply %v2951, %v2952 : tensor<6304x192xf32>
    %v2954 = stablehlo.multiply %v821, %v2953 : tensor<6304x192xf32>
    %v2955 = stablehlo.subtract %v2929, %v2948 : tensor<6304x192xf32>
    %v2956 = stablehlo.subtract %v2955, %v2954 : tensor<6304x192xf32>
    %v2957 = stablehlo.multiply %v2944, %v2956 : tensor<6304x192xf32>
    %v2958 = stablehlo.add %v2883, %v2957 : tensor<6304x192xf32>
    %v2959 = stablehlo.dot_general %v2958, %v789, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2960 = stablehlo.dot_general %v801, %v2958, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c335 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2961 = stablehlo.reduce(%v2958 init: %c335) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2962 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v2963 = stablehlo.multiply %v793, %v2962 : tensor<6304x768xf32>
    %v2964 = chlo.erf %v2963 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v2965 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v2966 = stablehlo.add %v2965, %v2964 : tensor<6304x768xf32>
    %v2967 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2968 = stablehlo.multiply %v2966, %v2967 : tensor<6304x768xf32>
    %v2969 = stablehlo.multiply %v793, %v793 : tensor<6304x768xf32>
    %v2970 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v2971 = stablehlo.multiply %v2969, %v2970 : tensor<6304x768xf32>
    %v2972 = stablehlo.exponential %v2971 : tensor<6304x768xf32>
    %v2973 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v2974 = stablehlo.multiply %v2972, %v2973 : tensor<6304x768xf32>
    %v2975 = stablehlo.multiply %v793, %v2974 : tensor<6304x768xf32>
    %v2976 = stablehlo.add %v2968, %v2975 : tensor<6304x768xf32>
    %v2977 = stablehlo.multiply %v2959, %v2976 : tensor<6304x768xf32>
    %v2978 = stablehlo.dot_general %v2977, %v786, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2979 = stablehlo.dot_general %v784, %v2977, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c336 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2980 = stablehlo.reduce(%v2977 init: %c336) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c337 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2981 = stablehlo.reduce(%v2978 init: %c337) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2982 = stablehlo.broadcast_in_dim %v765, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v2983 = stablehlo.multiply %v2978, %v2982 : tensor<6304x192xf32>
    %v2984 = stablehlo.multiply %v780, %v2978 : tensor<6304x192xf32>
    %c338 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2985 = stablehlo.reduce(%v2984 init: %c338) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2986 = stablehlo.reduce(%v764 init: %c339) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2987 = stablehlo.broadcast_in_dim %v2986, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2988 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2989 = stablehlo.multiply %v2987, %v2988 : tensor<6304x192xf32>
    %v2990 = stablehlo.subtract %v764, %v2989 : tensor<6304x192xf32>
    %v2991 = stablehlo.multiply %v2990, %v2990 : tensor<6304x192xf32>
    %c340 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2992 = stablehlo.reduce(%v2991 init: %c340) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2993 = stablehlo.broadcast_in_dim %v2992, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2994 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v2995 = stablehlo.multiply %v2993, %v2994 : tensor<6304x192xf32>
    %v2996 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v2997 = stablehlo.add %v2995, %v2996 : tensor<6304x192xf32>
    %v2998 = stablehlo.rsqrt %v2997 : tensor<6304x192xf32>
    %c341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2999 = stablehlo.reduce(%v2983 init: %c341) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3000 = stablehlo.broadcast_in_dim %v2999, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3001 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3002 = stablehlo.multiply %v3000, %v3001 : tensor<6304x192xf32>
    %v3003 = stablehlo.multiply %v2983, %v780 : tensor<6304x192xf32>
    %c342 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3004 = stablehlo.reduce(%v3003 init: %c342) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3005 = stablehlo.broadcast_in_dim %v3004, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3006 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3007 = stablehlo.multiply %v3005, %v3006 : tensor<6304x192xf32>
    %v3008 = stablehlo.multiply %v780, %v3007 : tensor<6304x192xf32>
    %v3009 = stablehlo.subtract %v2983, %v3002 : tensor<6304x192xf32>
    %v3010 = stablehlo.subtract %v3009, %v3008 : tensor<6304x192xf32>
    %v3011 = stablehlo.multiply %v2998, %v3010 : tensor<6304x192xf32>
    %v3012 = stablehlo.add %v2958, %v3011 : tensor<6304x192xf32>
    %v3013 = stablehlo.dot_general %v3012, %v759, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3014 = stablehlo.dot_general %v757, %v3012, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c343 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3015 = stablehlo.reduce(%v3012 init: %c343) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3016 = stablehlo.reshape %v736 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3017 = stablehlo.transpose %v3016, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3018 = "stablehlo.slice"(%v3017) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3019 = stablehlo.reshape %v3018 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3020 = "stablehlo.slice"(%v3017) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3021 = stablehlo.reshape %v3020 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3022 = "stablehlo.slice"(%v3017) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3023 = stablehlo.reshape %v3022 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3024 = stablehlo.dot_general %v3019, %v3021, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3025 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3026 = stablehlo.multiply %v3024, %v3025 : tensor<32x3x197x197xf32>
    %c344 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3027 = stablehlo.reduce(%v3026 init: %c344) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3028 = stablehlo.broadcast_in_dim %v3027, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3029 = stablehlo.subtract %v3026, %v3028 : tensor<32x3x197x197xf32>
    %v3030 = stablehlo.exponential %v3029 : tensor<32x3x197x197xf32>
    %c345 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3031 = stablehlo.reduce(%v3030 init: %c345) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3032 = stablehlo.broadcast_in_dim %v3031, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3033 = stablehlo.divide %v3030, %v3032 : tensor<32x3x197x197xf32>
    %v3034 = stablehlo.reshape %v3013 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3035 = stablehlo.transpose %v3034, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3036 = stablehlo.dot_general %v3033, %v3035, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3037 = stablehlo.dot_general %v3035, %v3023, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3038 = stablehlo.multiply %v3033, %v3037 : tensor<32x3x197x197xf32>
    %c346 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3039 = stablehlo.reduce(%v3038 init: %c346) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3040 = stablehlo.broadcast_in_dim %v3039, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3041 = stablehlo.subtract %v3037, %v3040 : tensor<32x3x197x197xf32>
    %v3042 = stablehlo.multiply %v3033, %v3041 : tensor<32x3x197x197xf32>
    %v3043 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3044 = stablehlo.multiply %v3042, %v3043 : tensor<32x3x197x197xf32>
    %v3045 = stablehlo.dot_general %v3044, %v3021, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3046 = stablehlo.dot_general %v3044, %v3019, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3047 = stablehlo.reshape %v3045 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3048 = stablehlo.reshape %v3046 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3049 = stablehlo.reshape %v3036 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3050 = stablehlo.concatenate %v3047, %v3048, %v3049, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3051 = stablehlo.transpose %v3050, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3052 = stablehlo.reshape %v3051 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3053 = stablehlo.dot_general %v3052, %v732, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3054 = stablehlo.dot_general %v730, %v3052, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c347 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3055 = stablehlo.reduce(%v3052 init: %c347) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3056 = stablehlo.reduce(%v3053 init: %c348) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3057 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3058 = stablehlo.multiply %v3053, %v3057 : tensor<6304x192xf32>
    %v3059 = stablehlo.multiply %v726, %v3053 : tensor<6304x192xf32>
    %c349 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3060 = stablehlo.reduce(%v3059 init: %c349) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c350 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3061 = stablehlo.reduce(%v710 init: %c350) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3062 = stablehlo.broadcast_in_dim %v3061, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3063 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3064 = stablehlo.multiply %v3062, %v3063 : tensor<6304x192xf32>
    %v3065 = stablehlo.subtract %v710, %v3064 : tensor<6304x192xf32>
    %v3066 = stablehlo.multiply %v3065, %v3065 : tensor<6304x192xf32>
    %c351 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3067 = stablehlo.reduce(%v3066 init: %c351) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3068 = stablehlo.broadcast_in_dim %v3067, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3069 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3070 = stablehlo.multiply %v3068, %v3069 : tensor<6304x192xf32>
    %v3071 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3072 = stablehlo.add %v3070, %v3071 : tensor<6304x192xf32>
    %v3073 = stablehlo.rsqrt %v3072 : tensor<6304x192xf32>
    %c352 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3074 = stablehlo.reduce(%v3058 init: %c352) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3075 = stablehlo.broadcast_in_dim %v3074, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3076 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3077 = stablehlo.multiply %v3075, %v3076 : tensor<6304x192xf32>
    %v3078 = stablehlo.multiply %v3058, %v726 : tensor<6304x192xf32>
    %c353 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3079 = stablehlo.reduce(%v3078 init: %c353) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3080 = stablehlo.broadcast_in_dim %v3079, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3081 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3082 = stablehlo.multiply %v3080, %v3081 : tensor<6304x192xf32>
    %v3083 = stablehlo.multiply %v726, %v3082 : tensor<6304x192xf32>
    %v3084 = stablehlo.subtract %v3058, %v3077 : tensor<6304x192xf32>
    %v3085 = stablehlo.subtract %v3084, %v3083 : tensor<6304x192xf32>
    %v3086 = stablehlo.multiply %v3073, %v3085 : tensor<6304x192xf32>
    %v3087 = stablehlo.add %v3012, %v3086 : tensor<6304x192xf32>
    %v3088 = stablehlo.dot_general %v3087, %v694, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3089 = stablehlo.dot_general %v706, %v3087, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c354 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3090 = stablehlo.reduce(%v3087 init: %c354) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3091 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3092 = stablehlo.multiply %v698, %v3091 : tensor<6304x768xf32>
    %v3093 = chlo.erf %v3092 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3094 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3095 = stablehlo.add %v3094, %v3093 : tensor<6304x768xf32>
    %v3096 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3097 = stablehlo.multiply %v3095, %v3096 : tensor<6304x768xf32>
    %v3098 = stablehlo.multiply %v698, %v698 : tensor<6304x768xf32>
    %v3099 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3100 = stablehlo.multiply %v3098, %v3099 : tensor<6304x768xf32>
    %v3101 = stablehlo.exponential %v3100 : tensor<6304x768xf32>
    %v3102 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3103 = stablehlo.multiply %v3101, %v3102 : tensor<6304x768xf32>
    %v3104 = stablehlo.multiply %v698, %v3103 : tensor<6304x768xf32>
    %v3105 = stablehlo.add %v3097, %v3104 : tensor<6304x768xf32>
    %v3106 = stablehlo.multiply %v3088, %v3105 : tensor<6304x768xf32>
    %v3107 = stablehlo.dot_general %v3106, %v691, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3108 = stablehlo.dot_general %v689, %v3106, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c355 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3109 = stablehlo.reduce(%v3106 init: %c355) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c356 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3110 = stablehlo.reduce(%v3107 init: %c356) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3111 = stablehlo.broadcast_in_dim %v670, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3112 = stablehlo.multiply %v3107, %v3111 : tensor<6304x192xf32>
    %v3113 = stablehlo.multiply %v685, %v3107 : tensor<6304x192xf32>
    %c357 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3114 = stablehlo.reduce(%v3113 init: %c357) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c358 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3115 = stablehlo.reduce(%v669 init: %c358) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3116 = stablehlo.broadcast_in_dim %v3115, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3117 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3118 = stablehlo.multiply %v3116, %v3117 : tensor<6304x192xf32>
    %v3119 = stablehlo.subtract %v669, %v3118 : tensor<6304x192xf32>
    %v3120 = stablehlo.multiply %v3119, %v3119 : tensor<6304x192xf32>
    %c359 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3121 = stablehlo.reduce(%v3120 init: %c359) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3122 = stablehlo.broadcast_in_dim %v3121, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3123 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3124 = stablehlo.multiply %v3122, %v3123 : tensor<6304x192xf32>
    %v3125 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3126 = stablehlo.add %v3124, %v3125 : tensor<6304x192xf32>
    %v3127 = stablehlo.rsqrt %v3126 : tensor<6304x192xf32>
    %c360 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3128 = stablehlo.reduce(%v3112 init: %c360) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3129 = stablehlo.broadcast_in_dim %v3128, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3130 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3131 = stablehlo.multiply %v3129, %v3130 : tensor<6304x192xf32>
    %v3132 = stablehlo.multiply %v3112, %v685 : tensor<6304x192xf32>
    %c361 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3133 = stablehlo.reduce(%v3132 init: %c361) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3134 = stablehlo.broadcast_in_dim %v3133, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3135 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3136 = stablehlo.multiply %v3134, %v3135 : tensor<6304x192xf32>
    %v3137 = stablehlo.multiply %v685, %v3136 : tensor<6304x192xf32>
    %v3138 = stablehlo.subtract %v3112, %v3131 : tensor<6304x192xf32>
    %v3139 = stablehlo.subtract %v3138, %v3137 : tensor<6304x192xf32>
    %v3140 = stablehlo.multiply %v3127, %v3139 : tensor<6304x192xf32>
    %v3141 = stablehlo.add %v3087, %v3140 : tensor<6304x192xf32>
    %v3142 = stablehlo.dot_general %v3141, %v664, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3143 = stablehlo.dot_general %v662, %v3141, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c362 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3144 = stablehlo.reduce(%v3141 init: %c362) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3145 = stablehlo.reshape %v641 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3146 = stablehlo.transpose %v3145, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3147 = "stablehlo.slice"(%v3146) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3148 = stablehlo.reshape %v3147 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3149 = "stablehlo.slice"(%v3146) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3150 = stablehlo.reshape %v3149 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3151 = "stablehlo.slice"(%v3146) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3152 = stablehlo.reshape %v3151 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3153 = stablehlo.dot_general %v3148, %v3150, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3154 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3155 = stablehlo.multiply %v3153, %v3154 : tensor<32x3x197x197xf32>
    %c363 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3156 = stablehlo.reduce(%v3155 init: %c363) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3157 = stablehlo.broadcast_in_dim %v3156, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3158 = stablehlo.subtract %v3155, %v3157 : tensor<32x3x197x197xf32>
    %v3159 = stablehlo.exponential %v3158 : tensor<32x3x197x197xf32>
    %c364 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3160 = stablehlo.reduce(%v3159 init: %c364) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3161 = stablehlo.broadcast_in_dim %v3160, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3162 = stablehlo.divide %v3159, %v3161 : tensor<32x3x197x197xf32>
    %v3163 = stablehlo.reshape %v3142 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3164 = stablehlo.transpose %v3163, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3165 = stablehlo.dot_general %v3162, %v3164, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3166 = stablehlo.dot_general %v3164, %v3152, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3167 = stablehlo.multiply %v3162, %v3166 : tensor<32x3x197x197xf32>
    %c365 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3168 = stablehlo.reduce(%v3167 init: %c365) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3169 = stablehlo.broadcast_in_dim %v3168, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3170 = stablehlo.subtract %v3166, %v3169 : tensor<32x3x197x197xf32>
    %v3171 = stablehlo.multiply %v3162, %v3170 : tensor<32x3x197x197xf32>
    %v3172 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3173 = stablehlo.multiply %v3171, %v3172 : tensor<32x3x197x197xf32>
    %v3174 = stablehlo.dot_general %v3173, %v3150, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3175 = stablehlo.dot_general %v3173, %v3148, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3176 = stablehlo.reshape %v3174 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3177 = stablehlo.reshape %v3175 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3178 = stablehlo.reshape %v3165 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3179 = stablehlo.concatenate %v3176, %v3177, %v3178, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3180 = stablehlo.transpose %v3179, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3181 = stablehlo.reshape %v3180 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3182 = stablehlo.dot_general %v3181, %v637, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3183 = stablehlo.dot_general %v635, %v3181, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c366 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3184 = stablehlo.reduce(%v3181 init: %c366) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c367 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3185 = stablehlo.reduce(%v3182 init: %c367) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3186 = stablehlo.broadcast_in_dim %v616, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3187 = stablehlo.multiply %v3182, %v3186 : tensor<6304x192xf32>
    %v3188 = stablehlo.multiply %v631, %v3182 : tensor<6304x192xf32>
    %c368 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3189 = stablehlo.reduce(%v3188 init: %c368) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c369 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3190 = stablehlo.reduce(%v615 init: %c369) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3191 = stablehlo.broadcast_in_dim %v3190, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3192 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3193 = stablehlo.multiply %v3191, %v3192 : tensor<6304x192xf32>
    %v3194 = stablehlo.subtract %v615, %v3193 : tensor<6304x192xf32>
    %v3195 = stablehlo.multiply %v3194, %v3194 : tensor<6304x192xf32>
    %c370 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3196 = stablehlo.reduce(%v3195 init: %c370) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3197 = stablehlo.broadcast_in_dim %v3196, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3198 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3199 = stablehlo.multiply %v3197, %v3198 : tensor<6304x192xf32>
    %v3200 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3201 = stablehlo.add %v3199, %v3200 : tensor<6304x192xf32>
    %v3202 = stablehlo.rsqrt %v3201 : tensor<6304x192xf32>
    %c371 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3203 = stablehlo.reduce(%v3187 init: %c371) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3204 = stablehlo.broadcast_in_dim %v3203, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3205 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3206 = stablehlo.multiply %v3204, %v3205 : tensor<6304x192xf32>
    %v3207 = stablehlo.multiply %v3187, %v631 : tensor<6304x192xf32>
    %c372 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3208 = stablehlo.reduce(%v3207 init: %c372) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3209 = stablehlo.broadcast_in_dim %v3208, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3210 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3211 = stablehlo.multiply %v3209, %v3210 : tensor<6304x192xf32>
    %v3212 = stablehlo.multiply %v631, %v3211 : tensor<6304x192xf32>
    %v3213 = stablehlo.subtract %v3187, %v3206 : tensor<6304x192xf32>
    %v3214 = stablehlo.subtract %v3213, %v3212 : tensor<6304x192xf32>
    %v3215 = stablehlo.multiply %v3202, %v3214 : tensor<6304x192xf32>
    %v3216 = stablehlo.add %v3141, %v3215 : tensor<6304x192xf32>
    %v3217 = stablehlo.dot_general %v3216, %v599, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3218 = stablehlo.dot_general %v611, %v3216, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c373 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3219 = stablehlo.reduce(%v3216 init: %c373) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3220 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3221 = stablehlo.multiply %v603, %v3220 : tensor<6304x768xf32>
    %v3222 = chlo.erf %v3221 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3223 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3224 = stablehlo.add %v3223, %v3222 : tensor<6304x768xf32>
    %v3225 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3226 = stablehlo.multiply %v3224, %v3225 : tensor<6304x768xf32>
    %v3227 = stablehlo.multiply %v603, %v603 : tensor<6304x768xf32>
    %v3228 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3229 = stablehlo.multiply %v3227, %v3228 : tensor<6304x768xf32>
    %v3230 = stablehlo.exponential %v3229 : tensor<6304x768xf32>
    %v3231 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3232 = stablehlo.multiply %v3230, %v3231 : tensor<6304x768xf32>
    %v3233 = stablehlo.multiply %v603, %v3232 : tensor<6304x768xf32>
    %v3234 = stablehlo.add %v3226, %v3233 : tensor<6304x768xf32>
    %v3235 = stablehlo.multiply %v3217, %v3234 : tensor<6304x768xf32>
    %v3236 = stablehlo.dot_general %v3235, %v596, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3237 = stablehlo.dot_general %v594, %v3235, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c374 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3238 = stablehlo.reduce(%v3235 init: %c374) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c375 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3239 = stablehlo.reduce(%v3236 init: %c375) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3240 = stablehlo.broadcast_in_dim %v575, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3241 = stablehlo.multiply %v3236, %v3240 : tensor<6304x192xf32>
    %v3242 = stablehlo.multiply %v590, %v3236 : tensor<6304x192xf32>
    %c376 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3243 = stablehlo.reduce(%v3242 init: %c376) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c377 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3244 = stablehlo.reduce(%v574 init: %c377) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3245 = stablehlo.broadcast_in_dim %v3244, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3246 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3247 = stablehlo.multiply %v3245, %v3246 : tensor<6304x192xf32>
    %v3248 = stablehlo.subtract %v574, %v3247 : tensor<6304x192xf32>
    %v3249 = stablehlo.multiply %v3248, %v3248 : tensor<6304x192xf32>
    %c378 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3250 = stablehlo.reduce(%v3249 init: %c378) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3251 = stablehlo.broadcast_in_dim %v3250, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3252 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3253 = stablehlo.multiply %v3251, %v3252 : tensor<6304x192xf32>
    %v3254 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3255 = stablehlo.add %v3253, %v3254 : tensor<6304x192xf32>
    %v3256 = stablehlo.rsqrt %v3255 : tensor<6304x192xf32>
    %c379 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3257 = stablehlo.reduce(%v3241 init: %c379) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3258 = stablehlo.broadcast_in_dim %v3257, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3259 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3260 = stablehlo.multiply %v3258, %v3259 : tensor<6304x192xf32>
    %v3261 = stablehlo.multiply %v3241, %v590 : tensor<6304x192xf32>
    %c380 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3262 = stablehlo.reduce(%v3261 init: %c380) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3263 = stablehlo.broadcast_in_dim %v3262, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3264 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3265 = stablehlo.multiply %v3263, %v3264 : tensor<6304x192xf32>
    %v3266 = stablehlo.multiply %v590, %v3265 : tensor<6304x192xf32>
    %v3267 = stablehlo.subtract %v3241, %v3260 : tensor<6304x192xf32>
    %v3268 = stablehlo.subtract %v3267, %v3266 : tensor<6304x192xf32>
    %v3269 = stablehlo.multiply %v3256, %v3268 : tensor<6304x192xf32>
    %v3270 = stablehlo.add %v3216, %v3269 : tensor<6304x192xf32>
    %v3271 = stablehlo.dot_general %v3270, %v569, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3272 = stablehlo.dot_general %v567, %v3270, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c381 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3273 = stablehlo.reduce(%v3270 init: %c381) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3274 = stablehlo.reshape %v546 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3275 = stablehlo.transpose %v3274, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3276 = "stablehlo.slice"(%v3275) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3277 = stablehlo.reshape %v3276 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3278 = "stablehlo.slice"(%v3275) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3279 = stablehlo.reshape %v3278 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3280 = "stablehlo.slice"(%v3275) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3281 = stablehlo.reshape %v3280 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3282 = stablehlo.dot_general %v3277, %v3279, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3283 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3284 = stablehlo.multiply %v3282, %v3283 : tensor<32x3x197x197xf32>
    %c382 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3285 = stablehlo.reduce(%v3284 init: %c382) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3286 = stablehlo.broadcast_in_dim %v3285, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3287 = stablehlo.subtract %v3284, %v3286 : tensor<32x3x197x197xf32>
    %v3288 = stablehlo.exponential %v3287 : tensor<32x3x197x197xf32>
    %c383 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3289 = stablehlo.reduce(%v3288 init: %c383) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3290 = stablehlo.broadcast_in_dim %v3289, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3291 = stablehlo.divide %v3288, %v3290 : tensor<32x3x197x197xf32>
    %v3292 = stablehlo.reshape %v3271 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3293 = stablehlo.transpose %v3292, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3294 = stablehlo.dot_general %v3291, %v3293, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3295 = stablehlo.dot_general %v3293, %v3281, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3296 = stablehlo.multiply %v3291, %v3295 : tensor<32x3x197x197xf32>
    %c384 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3297 = stablehlo.reduce(%v3296 init: %c384) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3298 = stablehlo.broadcast_in_dim %v3297, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3299 = stablehlo.subtract %v3295, %v3298 : tensor<32x3x197x197xf32>
    %v3300 = stablehlo.multiply %v3291, %v3299 : tensor<32x3x197x197xf32>
    %v3301 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3302 = stablehlo.multiply %v3300, %v3301 : tensor<32x3x197x197xf32>
    %v3303 = stablehlo.dot_general %v3302, %v3279, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3304 = stablehlo.dot_general %v3302, %v3277, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3305 = stablehlo.reshape %v3303 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3306 = stablehlo.reshape %v3304 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3307 = stablehlo.reshape %v3294 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3308 = stablehlo.concatenate %v3305, %v3306, %v3307, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3309 = stablehlo.transpose %v3308, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3310 = stablehlo.reshape %v3309 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3311 = stablehlo.dot_general %v3310, %v542, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3312 = stablehlo.dot_general %v540, %v3310, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c385 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3313 = stablehlo.reduce(%v3310 init: %c385) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c386 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3314 = stablehlo.reduce(%v3311 init: %c386) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3315 = stablehlo.broadcast_in_dim %v521, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3316 = stablehlo.multiply %v3311, %v3315 : tensor<6304x192xf32>
    %v3317 = stablehlo.multiply %v536, %v3311 : tensor<6304x192xf32>
    %c387 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3318 = stablehlo.reduce(%v3317 init: %c387) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c388 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3319 = stablehlo.reduce(%v520 init: %c388) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3320 = stablehlo.broadcast_in_dim %v3319, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3321 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3322 = stablehlo.multiply %v3320, %v3321 : tensor<6304x192xf32>
    %v3323 = stablehlo.subtract %v520, %v3322 : tensor<6304x192xf32>
    %v3324 = stablehlo.multiply %v3323, %v3323 : tensor<6304x192xf32>
    %c389 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3325 = stablehlo.reduce(%v3324 init: %c389) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3326 = stablehlo.broadcast_in_dim %v3325, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3327 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3328 = stablehlo.multiply %v3326, %v3327 : tensor<6304x192xf32>
    %v3329 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3330 = stablehlo.add %v3328, %v3329 : tensor<6304x192xf32>
    %v3331 = stablehlo.rsqrt %v3330 : tensor<6304x192xf32>
    %c390 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3332 = stablehlo.reduce(%v3316 init: %c390) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3333 = stablehlo.broadcast_in_dim %v3332, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3334 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3335 = stablehlo.multiply %v3333, %v3334 : tensor<6304x192xf32>
    %v3336 = stablehlo.multiply %v3316, %v536 : tensor<6304x192xf32>
    %c391 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3337 = stablehlo.reduce(%v3336 init: %c391) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3338 = stablehlo.broadcast_in_dim %v3337, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3339 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3340 = stablehlo.multiply %v3338, %v3339 : tensor<6304x192xf32>
    %v3341 = stablehlo.multiply %v536, %v3340 : tensor<6304x192xf32>
    %v3342 = stablehlo.subtract %v3316, %v3335 : tensor<6304x192xf32>
    %v3343 = stablehlo.subtract %v3342, %v3341 : tensor<6304x192xf32>
    %v3344 = stablehlo.multiply %v3331, %v3343 : tensor<6304x192xf32>
    %v3345 = stablehlo.add %v3270, %v3344 : tensor<6304x192xf32>
    %v3346 = stablehlo.dot_general %v3345, %v504, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v3347 = stablehlo.dot_general %v516, %v3345, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c392 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3348 = stablehlo.reduce(%v3345 init: %c392) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3349 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v3350 = stablehlo.multiply %v508, %v3349 : tensor<6304x768xf32>
    %v3351 = chlo.erf %v3350 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v3352 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v3353 = stablehlo.add %v3352, %v3351 : tensor<6304x768xf32>
    %v3354 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3355 = stablehlo.multiply %v3353, %v3354 : tensor<6304x768xf32>
    %v3356 = stablehlo.multiply %v508, %v508 : tensor<6304x768xf32>
    %v3357 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v3358 = stablehlo.multiply %v3356, %v3357 : tensor<6304x768xf32>
    %v3359 = stablehlo.exponential %v3358 : tensor<6304x768xf32>
    %v3360 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v3361 = stablehlo.multiply %v3359, %v3360 : tensor<6304x768xf32>
    %v3362 = stablehlo.multiply %v508, %v3361 : tensor<6304x768xf32>
    %v3363 = stablehlo.add %v3355, %v3362 : tensor<6304x768xf32>
    %v3364 = stablehlo.multiply %v3346, %v3363 : tensor<6304x768xf32>
    %v3365 = stablehlo.dot_general %v3364, %v501, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v3366 = stablehlo.dot_general %v499, %v3364, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3367 = stablehlo.reduce(%v3364 init: %c393) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c394 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3368 = stablehlo.reduce(%v3365 init: %c394) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3369 = stablehlo.broadcast_in_dim %v480, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3370 = stablehlo.multiply %v3365, %v3369 : tensor<6304x192xf32>
    %v3371 = stablehlo.multiply %v495, %v3365 : tensor<6304x192xf32>
    %c395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3372 = stablehlo.reduce(%v3371 init: %c395) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c396 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3373 = stablehlo.reduce(%v479 init: %c396) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3374 = stablehlo.broadcast_in_dim %v3373, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3375 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3376 = stablehlo.multiply %v3374, %v3375 : tensor<6304x192xf32>
    %v3377 = stablehlo.subtract %v479, %v3376 : tensor<6304x192xf32>
    %v3378 = stablehlo.multiply %v3377, %v3377 : tensor<6304x192xf32>
    %c397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3379 = stablehlo.reduce(%v3378 init: %c397) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3380 = stablehlo.broadcast_in_dim %v3379, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3381 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3382 = stablehlo.multiply %v3380, %v3381 : tensor<6304x192xf32>
    %v3383 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3384 = stablehlo.add %v3382, %v3383 : tensor<6304x192xf32>
    %v3385 = stablehlo.rsqrt %v3384 : tensor<6304x192xf32>
    %c398 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3386 = stablehlo.reduce(%v3370 init: %c398) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3387 = stablehlo.broadcast_in_dim %v3386, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3388 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3389 = stablehlo.multiply %v3387, %v3388 : tensor<6304x192xf32>
    %v3390 = stablehlo.multiply %v3370, %v495 : tensor<6304x192xf32>
    %c399 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3391 = stablehlo.reduce(%v3390 init: %c399) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3392 = stablehlo.broadcast_in_dim %v3391, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3393 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3394 = stablehlo.multiply %v3392, %v3393 : tensor<6304x192xf32>
    %v3395 = stablehlo.multiply %v495, %v3394 : tensor<6304x192xf32>
    %v3396 = stablehlo.subtract %v3370, %v3389 : tensor<6304x192xf32>
    %v3397 = stablehlo.subtract %v3396, %v3395 : tensor<6304x192xf32>
    %v3398 = stablehlo.multiply %v3385, %v3397 : tensor<6304x192xf32>
    %v3399 = stablehlo.add %v3345, %v3398 : tensor<6304x192xf32>
    %v3400 = stablehlo.dot_general %v3399, %v474, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v3401 = stablehlo.dot_general %v472, %v3399, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c400 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3402 = stablehlo.reduce(%v3399 init: %c400) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3403 = stablehlo.reshape %v451 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v3404 = stablehlo.transpose %v3403, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3405 = "stablehlo.slice"(%v3404) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3406 = stablehlo.reshape %v3405 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3407 = "stablehlo.slice"(%v3404) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3408 = stablehlo.reshape %v3407 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3409 = "stablehlo.slice"(%v3404) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3410 = stablehlo.reshape %v3409 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3411 = stablehlo.dot_general %v3406, %v3408, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3412 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3413 = stablehlo.multiply %v3411, %v3412 : tensor<32x3x197x197xf32>
    %c401 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v3414 = stablehlo.reduce(%v3413 init: %c401) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3415 = stablehlo.broadcast_in_dim %v3414, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3416 = stablehlo.subtract %v3413, %v3415 : tensor<32x3x197x197xf32>
    %v3417 = stablehlo.exponential %v3416 : tensor<32x3x197x197xf32>
    %c402 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3418 = stablehlo.reduce(%v3417 init: %c402) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3419 = stablehlo.broadcast_in_dim %v3418, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3420 = stablehlo.divide %v3417, %v3419 : tensor<32x3x197x197xf32>
    %v3421 = stablehlo.reshape %v3400 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v3422 = stablehlo.transpose %v3421, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v3423 = stablehlo.dot_general %v3420, %v3422, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3424 = stablehlo.dot_general %v3422, %v3410, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v3425 = stablehlo.multiply %v3420, %v3424 : tensor<32x3x197x197xf32>
    %c403 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3426 = stablehlo.reduce(%v3425 init: %c403) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v3427 = stablehlo.broadcast_in_dim %v3426, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v3428 = stablehlo.subtract %v3424, %v3427 : tensor<32x3x197x197xf32>
    %v3429 = stablehlo.multiply %v3420, %v3428 : tensor<32x3x197x197xf32>
    %v3430 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v3431 = stablehlo.multiply %v3429, %v3430 : tensor<32x3x197x197xf32>
    %v3432 = stablehlo.dot_general %v3431, %v3408, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3433 = stablehlo.dot_general %v3431, %v3406, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v3434 = stablehlo.reshape %v3432 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3435 = stablehlo.reshape %v3433 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3436 = stablehlo.reshape %v3423 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v3437 = stablehlo.concatenate %v3434, %v3435, %v3436, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v3438 = stablehlo.transpose %v3437, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v3439 = stablehlo.reshape %v3438 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v3440 = stablehlo.dot_general %v3439, %v447, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v3441 = stablehlo.dot_general %v445, %v3439, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c404 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3442 = stablehlo.reduce(%v3439 init: %c404) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c405 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3443 = stablehlo.reduce(%v3440 init: %c405) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3444 = stablehlo.broadcast_in_dim %v426, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v3445 = stablehlo.multiply %v3440, %v3444 : tensor<6304x192xf32>
    %v3446 = stablehlo.multiply %v441, %v3440 : tensor<6304x192xf32>
    %c406 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3447 = stablehlo.reduce(%v3446 init: %c406) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c407 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3448 = stablehlo.reduce(%v425 init: %c407) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3449 = stablehlo.broadcast_in_dim %v3448, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3450 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3451 = stablehlo.multiply %v3449, %v3450 : tensor<6304x192xf32>
    %v3452 = stablehlo.subtract %v425, %v3451 : tensor<6304x192xf32>
    %v3453 = stablehlo.multiply %v3452, %v3452 : tensor<6304x192xf32>
    %c408 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3454 = stablehlo.reduce(%v3453 init: %c408) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3455 = stablehlo.broadcast_in_dim %v3454, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3456 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3457 = stablehlo.multiply %v3455, %v3456 : tensor<6304x192xf32>
    %v3458 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v3459 = stablehlo.add %v3457, %v3458 : tensor<6304x192xf32>
    %v3460 = stablehlo.rsqrt %v3459 : tensor<6304x192xf32>
    %c409 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3461 = stablehlo.reduce(%v3445 init: %c409) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3462 = stablehlo.broadcast_in_dim %v3461, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3463 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3464 = stablehlo.multiply %v3462, %v3463 : tensor<6304x192xf32>
    %v3465 = stablehlo.multiply %v3445, %v441 : tensor<6304x192xf32>
    %c410 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3466 = stablehlo.reduce(%v3465 init: %c410) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v3467 = stablehlo.broadcast_in_dim %v3466, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v3468 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v3469 = stablehlo.multiply %v3467, %v3468 : tensor<6304x192xf32>
    %v3470 = stablehlo.multiply %v441, %v3469 : tensor<6304x192xf32>
    %v3471 = stablehlo.subtract %v3445, %v3464 : tensor<6304x192xf32>
    %v3472 = stablehlo.subtract %v3471, %v3470 : tensor<6304x192xf32>
    %v3473 = stablehlo.multiply %v3460, %v3472 : tensor<6304x192xf32>
    %v3474 = stablehlo.add %v3399, %v3473 : tensor<6304x192xf32>
    %v3475 = stablehlo.reshape %v3474 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v3476 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3477 = stablehlo.reshape %v3476 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3478 = "stablehlo.slice"(%v3477) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3479 = "stablehlo.slice"(%v3477) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3480 = stablehlo.reshape %v2 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3481 = stablehlo.transpose %v3480, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3482 = stablehlo.reshape %v3481 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3483 = stablehlo.dot_general %v3479, %v3482, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c411 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3484 = stablehlo.reduce(%v3479 init: %c411) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3485 = stablehlo.dot_general %v3479, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3486 = stablehlo.reshape %v3485 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3487 = stablehlo.transpose %v3486, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3488 = stablehlo.reshape %v3487 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3489 = stablehlo.reshape %v3488 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3490 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3491 = stablehlo.reshape %v3490 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3492 = "stablehlo.slice"(%v3491) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3493 = "stablehlo.slice"(%v3491) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3494 = stablehlo.add %v3478, %v3492 : tensor<1x192xf32>
    %v3495 = stablehlo.add %v3477, %v3491 : tensor<197x192xf32>
    %v3496 = stablehlo.reshape %v22 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3497 = stablehlo.transpose %v3496, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3498 = stablehlo.reshape %v3497 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3499 = stablehlo.dot_general %v3493, %v3498, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c412 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3500 = stablehlo.reduce(%v3493 init: %c412) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3501 = stablehlo.dot_general %v3493, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3502 = stablehlo.reshape %v3501 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3503 = stablehlo.transpose %v3502, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3504 = stablehlo.reshape %v3503 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3505 = stablehlo.add %v3483, %v3499 : tensor<192x768xf32>
    %v3506 = stablehlo.add %v3484, %v3500 : tensor<192xf32>
    %v3507 = stablehlo.reshape %v3504 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3508 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3509 = stablehlo.reshape %v3508 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3510 = "stablehlo.slice"(%v3509) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3511 = "stablehlo.slice"(%v3509) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3512 = stablehlo.add %v3494, %v3510 : tensor<1x192xf32>
    %v3513 = stablehlo.add %v3495, %v3509 : tensor<197x192xf32>
    %v3514 = stablehlo.reshape %v35 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3515 = stablehlo.transpose %v3514, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3516 = stablehlo.reshape %v3515 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3517 = stablehlo.dot_general %v3511, %v3516, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c413 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3518 = stablehlo.reduce(%v3511 init: %c413) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3519 = stablehlo.dot_general %v3511, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3520 = stablehlo.reshape %v3519 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3521 = stablehlo.transpose %v3520, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3522 = stablehlo.reshape %v3521 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3523 = stablehlo.add %v3505, %v3517 : tensor<192x768xf32>
    %v3524 = stablehlo.add %v3506, %v3518 : tensor<192xf32>
    %v3525 = stablehlo.reshape %v3522 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3526 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3527 = stablehlo.reshape %v3526 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3528 = "stablehlo.slice"(%v3527) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3529 = "stablehlo.slice"(%v3527) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3530 = stablehlo.add %v3512, %v3528 : tensor<1x192xf32>
    %v3531 = stablehlo.add %v3513, %v3527 : tensor<197x192xf32>
    %v3532 = stablehlo.reshape %v48 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3533 = stablehlo.transpose %v3532, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3534 = stablehlo.reshape %v3533 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3535 = stablehlo.dot_general %v3529, %v3534, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c414 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3536 = stablehlo.reduce(%v3529 init: %c414) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3537 = stablehlo.dot_general %v3529, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3538 = stablehlo.reshape %v3537 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3539 = stablehlo.transpose %v3538, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3540 = stablehlo.reshape %v3539 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3541 = stablehlo.add %v3523, %v3535 : tensor<192x768xf32>
    %v3542 = stablehlo.add %v3524, %v3536 : tensor<192xf32>
    %v3543 = stablehlo.reshape %v3540 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3544 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3545 = stablehlo.reshape %v3544 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3546 = "stablehlo.slice"(%v3545) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3547 = "stablehlo.slice"(%v3545) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3548 = stablehlo.add %v3530, %v3546 : tensor<1x192xf32>
    %v3549 = stablehlo.add %v3531, %v3545 : tensor<197x192xf32>
    %v3550 = stablehlo.reshape %v61 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3551 = stablehlo.transpose %v3550, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3552 = stablehlo.reshape %v3551 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3553 = stablehlo.dot_general %v3547, %v3552, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c415 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3554 = stablehlo.reduce(%v3547 init: %c415) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3555 = stablehlo.dot_general %v3547, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3556 = stablehlo.reshape %v3555 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3557 = stablehlo.transpose %v3556, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3558 = stablehlo.reshape %v3557 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3559 = stablehlo.add %v3541, %v3553 : tensor<192x768xf32>
    %v3560 = stablehlo.add %v3542, %v3554 : tensor<192xf32>
    %v3561 = stablehlo.reshape %v3558 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3562 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3563 = stablehlo.reshape %v3562 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3564 = "stablehlo.slice"(%v3563) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3565 = "stablehlo.slice"(%v3563) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3566 = stablehlo.add %v3548, %v3564 : tensor<1x192xf32>
    %v3567 = stablehlo.add %v3549, %v3563 : tensor<197x192xf32>
    %v3568 = stablehlo.reshape %v74 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3569 = stablehlo.transpose %v3568, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3570 = stablehlo.reshape %v3569 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3571 = stablehlo.dot_general %v3565, %v3570, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3572 = stablehlo.reduce(%v3565 init: %c416) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3573 = stablehlo.dot_general %v3565, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3574 = stablehlo.reshape %v3573 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3575 = stablehlo.transpose %v3574, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3576 = stablehlo.reshape %v3575 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3577 = stablehlo.add %v3559, %v3571 : tensor<192x768xf32>
    %v3578 = stablehlo.add %v3560, %v3572 : tensor<192xf32>
    %v3579 = stablehlo.reshape %v3576 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3580 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3581 = stablehlo.reshape %v3580 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3582 = "stablehlo.slice"(%v3581) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3583 = "stablehlo.slice"(%v3581) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3584 = stablehlo.add %v3566, %v3582 : tensor<1x192xf32>
    %v3585 = stablehlo.add %v3567, %v3581 : tensor<197x192xf32>
    %v3586 = stablehlo.reshape %v87 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3587 = stablehlo.transpose %v3586, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3588 = stablehlo.reshape %v3587 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3589 = stablehlo.dot_general %v3583, %v3588, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c417 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3590 = stablehlo.reduce(%v3583 init: %c417) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3591 = stablehlo.dot_general %v3583, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3592 = stablehlo.reshape %v3591 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3593 = stablehlo.transpose %v3592, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3594 = stablehlo.reshape %v3593 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3595 = stablehlo.add %v3577, %v3589 : tensor<192x768xf32>
    %v3596 = stablehlo.add %v3578, %v3590 : tensor<192xf32>
    %v3597 = stablehlo.reshape %v3594 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3598 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3599 = stablehlo.reshape %v3598 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3600 = "stablehlo.slice"(%v3599) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3601 = "stablehlo.slice"(%v3599) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3602 = stablehlo.add %v3584, %v3600 : tensor<1x192xf32>
    %v3603 = stablehlo.add %v3585, %v3599 : tensor<197x192xf32>
    %v3604 = stablehlo.reshape %v100 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3605 = stablehlo.transpose %v3604, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3606 = stablehlo.reshape %v3605 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3607 = stablehlo.dot_general %v3601, %v3606, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c418 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3608 = stablehlo.reduce(%v3601 init: %c418) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3609 = stablehlo.dot_general %v3601, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3610 = stablehlo.reshape %v3609 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3611 = stablehlo.transpose %v3610, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3612 = stablehlo.reshape %v3611 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3613 = stablehlo.add %v3595, %v3607 : tensor<192x768xf32>
    %v3614 = stablehlo.add %v3596, %v3608 : tensor<192xf32>
    %v3615 = stablehlo.reshape %v3612 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3616 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3617 = stablehlo.reshape %v3616 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3618 = "stablehlo.slice"(%v3617) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3619 = "stablehlo.slice"(%v3617) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3620 = stablehlo.add %v3602, %v3618 : tensor<1x192xf32>
    %v3621 = stablehlo.add %v3603, %v3617 : tensor<197x192xf32>
    %v3622 = stablehlo.reshape %v113 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3623 = stablehlo.transpose %v3622, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3624 = stablehlo.reshape %v3623 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3625 = stablehlo.dot_general %v3619, %v3624, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c419 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3626 = stablehlo.reduce(%v3619 init: %c419) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3627 = stablehlo.dot_general %v3619, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3628 = stablehlo.reshape %v3627 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3629 = stablehlo.transpose %v3628, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3630 = stablehlo.reshape %v3629 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3631 = stablehlo.add %v3613, %v3625 : tensor<192x768xf32>
    %v3632 = stablehlo.add %v3614, %v3626 : tensor<192xf32>
    %v3633 = stablehlo.reshape %v3630 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3634 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3635 = stablehlo.reshape %v3634 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3636 = "stablehlo.slice"(%v3635) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3637 = "stablehlo.slice"(%v3635) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3638 = stablehlo.add %v3620, %v3636 : tensor<1x192xf32>
    %v3639 = stablehlo.add %v3621, %v3635 : tensor<197x192xf32>
    %v3640 = stablehlo.reshape %v126 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3641 = stablehlo.transpose %v3640, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3642 = stablehlo.reshape %v3641 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3643 = stablehlo.dot_general %v3637, %v3642, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c420 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3644 = stablehlo.reduce(%v3637 init: %c420) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3645 = stablehlo.dot_general %v3637, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3646 = stablehlo.reshape %v3645 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3647 = stablehlo.transpose %v3646, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3648 = stablehlo.reshape %v3647 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3649 = stablehlo.add %v3631, %v3643 : tensor<192x768xf32>
    %v3650 = stablehlo.add %v3632, %v3644 : tensor<192xf32>
    %v3651 = stablehlo.reshape %v3648 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3652 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3653 = stablehlo.reshape %v3652 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3654 = "stablehlo.slice"(%v3653) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3655 = "stablehlo.slice"(%v3653) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3656 = stablehlo.add %v3638, %v3654 : tensor<1x192xf32>
    %v3657 = stablehlo.add %v3639, %v3653 : tensor<197x192xf32>
    %v3658 = stablehlo.reshape %v139 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3659 = stablehlo.transpose %v3658, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3660 = stablehlo.reshape %v3659 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3661 = stablehlo.dot_general %v3655, %v3660, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c421 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3662 = stablehlo.reduce(%v3655 init: %c421) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3663 = stablehlo.dot_general %v3655, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3664 = stablehlo.reshape %v3663 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3665 = stablehlo.transpose %v3664, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3666 = stablehlo.reshape %v3665 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3667 = stablehlo.add %v3649, %v3661 : tensor<192x768xf32>
    %v3668 = stablehlo.add %v3650, %v3662 : tensor<192xf32>
    %v3669 = stablehlo.reshape %v3666 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3670 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3671 = stablehlo.reshape %v3670 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3672 = "stablehlo.slice"(%v3671) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3673 = "stablehlo.slice"(%v3671) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3674 = stablehlo.add %v3656, %v3672 : tensor<1x192xf32>
    %v3675 = stablehlo.add %v3657, %v3671 : tensor<197x192xf32>
    %v3676 = stablehlo.reshape %v152 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3677 = stablehlo.transpose %v3676, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3678 = stablehlo.reshape %v3677 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3679 = stablehlo.dot_general %v3673, %v3678, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c422 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3680 = stablehlo.reduce(%v3673 init: %c422) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3681 = stablehlo.dot_general %v3673, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3682 = stablehlo.reshape %v3681 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3683 = stablehlo.transpose %v3682, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3684 = stablehlo.reshape %v3683 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3685 = stablehlo.add %v3667, %v3679 : tensor<192x768xf32>
    %v3686 = stablehlo.add %v3668, %v3680 : tensor<192xf32>
    %v3687 = stablehlo.reshape %v3684 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3688 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3689 = stablehlo.reshape %v3688 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3690 = "stablehlo.slice"(%v3689) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3691 = "stablehlo.slice"(%v3689) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3692 = stablehlo.add %v3674, %v3690 : tensor<1x192xf32>
    %v3693 = stablehlo.add %v3675, %v3689 : tensor<197x192xf32>
    %v3694 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3695 = stablehlo.transpose %v3694, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3696 = stablehlo.reshape %v3695 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3697 = stablehlo.dot_general %v3691, %v3696, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c423 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3698 = stablehlo.reduce(%v3691 init: %c423) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3699 = stablehlo.dot_general %v3691, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3700 = stablehlo.reshape %v3699 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3701 = stablehlo.transpose %v3700, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3702 = stablehlo.reshape %v3701 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3703 = stablehlo.add %v3685, %v3697 : tensor<192x768xf32>
    %v3704 = stablehlo.add %v3686, %v3698 : tensor<192xf32>
    %v3705 = stablehlo.reshape %v3702 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3706 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3707 = stablehlo.reshape %v3706 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3708 = "stablehlo.slice"(%v3707) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3709 = "stablehlo.slice"(%v3707) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3710 = stablehlo.add %v3692, %v3708 : tensor<1x192xf32>
    %v3711 = stablehlo.add %v3693, %v3707 : tensor<197x192xf32>
    %v3712 = stablehlo.reshape %v178 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3713 = stablehlo.transpose %v3712, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3714 = stablehlo.reshape %v3713 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3715 = stablehlo.dot_general %v3709, %v3714, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c424 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3716 = stablehlo.reduce(%v3709 init: %c424) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3717 = stablehlo.dot_general %v3709, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3718 = stablehlo.reshape %v3717 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3719 = stablehlo.transpose %v3718, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3720 = stablehlo.reshape %v3719 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3721 = stablehlo.add %v3703, %v3715 : tensor<192x768xf32>
    %v3722 = stablehlo.add %v3704, %v3716 : tensor<192xf32>
    %v3723 = stablehlo.reshape %v3720 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3724 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3725 = stablehlo.reshape %v3724 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3726 = "stablehlo.slice"(%v3725) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3727 = "stablehlo.slice"(%v3725) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3728 = stablehlo.add %v3710, %v3726 : tensor<1x192xf32>
    %v3729 = stablehlo.add %v3711, %v3725 : tensor<197x192xf32>
    %v3730 = stablehlo.reshape %v191 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3731 = stablehlo.transpose %v3730, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3732 = stablehlo.reshape %v3731 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3733 = stablehlo.dot_general %v3727, %v3732, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c425 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3734 = stablehlo.reduce(%v3727 init: %c425) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3735 = stablehlo.dot_general %v3727, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3736 = stablehlo.reshape %v3735 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3737 = stablehlo.transpose %v3736, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3738 = stablehlo.reshape %v3737 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3739 = stablehlo.add %v3721, %v3733 : tensor<192x768xf32>
    %v3740 = stablehlo.add %v3722, %v3734 : tensor<192xf32>
    %v3741 = stablehlo.reshape %v3738 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3742 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3743 = stablehlo.reshape %v3742 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3744 = "stablehlo.slice"(%v3743) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3745 = "stablehlo.slice"(%v3743) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3746 = stablehlo.add %v3728, %v3744 : tensor<1x192xf32>
    %v3747 = stablehlo.add %v3729, %v3743 : tensor<197x192xf32>
    %v3748 = stablehlo.reshape %v204 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3749 = stablehlo.transpose %v3748, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3750 = stablehlo.reshape %v3749 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3751 = stablehlo.dot_general %v3745, %v3750, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c426 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3752 = stablehlo.reduce(%v3745 init: %c426) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3753 = stablehlo.dot_general %v3745, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3754 = stablehlo.reshape %v3753 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3755 = stablehlo.transpose %v3754, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3756 = stablehlo.reshape %v3755 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3757 = stablehlo.add %v3739, %v3751 : tensor<192x768xf32>
    %v3758 = stablehlo.add %v3740, %v3752 : tensor<192xf32>
    %v3759 = stablehlo.reshape %v3756 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3760 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3761 = stablehlo.reshape %v3760 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3762 = "stablehlo.slice"(%v3761) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3763 = "stablehlo.slice"(%v3761) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3764 = stablehlo.add %v3746, %v3762 : tensor<1x192xf32>
    %v3765 = stablehlo.add %v3747, %v3761 : tensor<197x192xf32>
    %v3766 = stablehlo.reshape %v217 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3767 = stablehlo.transpose %v3766, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3768 = stablehlo.reshape %v3767 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3769 = stablehlo.dot_general %v3763, %v3768, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c427 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3770 = stablehlo.reduce(%v3763 init: %c427) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3771 = stablehlo.dot_general %v3763, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3772 = stablehlo.reshape %v3771 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3773 = stablehlo.transpose %v3772, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3774 = stablehlo.reshape %v3773 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3775 = stablehlo.add %v3757, %v3769 : tensor<192x768xf32>
    %v3776 = stablehlo.add %v3758, %v3770 : tensor<192xf32>
    %v3777 = stablehlo.reshape %v3774 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3778 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3779 = stablehlo.reshape %v3778 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3780 = "stablehlo.slice"(%v3779) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3781 = "stablehlo.slice"(%v3779) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3782 = stablehlo.add %v3764, %v3780 : tensor<1x192xf32>
    %v3783 = stablehlo.add %v3765, %v3779 : tensor<197x192xf32>
    %v3784 = stablehlo.reshape %v230 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3785 = stablehlo.transpose %v3784, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3786 = stablehlo.reshape %v3785 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3787 = stablehlo.dot_general %v3781, %v3786, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c428 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3788 = stablehlo.reduce(%v3781 init: %c428) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3789 = stablehlo.dot_general %v3781, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3790 = stablehlo.reshape %v3789 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3791 = stablehlo.transpose %v3790, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3792 = stablehlo.reshape %v3791 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3793 = stablehlo.add %v3775, %v3787 : tensor<192x768xf32>
    %v3794 = stablehlo.add %v3776, %v3788 : tensor<192xf32>
    %v3795 = stablehlo.reshape %v3792 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3796 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3797 = stablehlo.reshape %v3796 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3798 = "stablehlo.slice"(%v3797) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3799 = "stablehlo.slice"(%v3797) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3800 = stablehlo.add %v3782, %v3798 : tensor<1x192xf32>
    %v3801 = stablehlo.add %v3783, %v3797 : tensor<197x192xf32>
    %v3802 = stablehlo.reshape %v243 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3803 = stablehlo.transpose %v3802, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3804 = stablehlo.reshape %v3803 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3805 = stablehlo.dot_general %v3799, %v3804, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c429 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3806 = stablehlo.reduce(%v3799 init: %c429) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3807 = stablehlo.dot_general %v3799, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3808 = stablehlo.reshape %v3807 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3809 = stablehlo.transpose %v3808, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3810 = stablehlo.reshape %v3809 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3811 = stablehlo.add %v3793, %v3805 : tensor<192x768xf32>
    %v3812 = stablehlo.add %v3794, %v3806 : tensor<192xf32>
    %v3813 = stablehlo.reshape %v3810 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3814 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3815 = stablehlo.reshape %v3814 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3816 = "stablehlo.slice"(%v3815) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3817 = "stablehlo.slice"(%v3815) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3818 = stablehlo.add %v3800, %v3816 : tensor<1x192xf32>
    %v3819 = stablehlo.add %v3801, %v3815 : tensor<197x192xf32>
    %v3820 = stablehlo.reshape %v256 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3821 = stablehlo.transpose %v3820, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3822 = stablehlo.reshape %v3821 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3823 = stablehlo.dot_general %v3817, %v3822, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c430 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3824 = stablehlo.reduce(%v3817 init: %c430) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3825 = stablehlo.dot_general %v3817, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3826 = stablehlo.reshape %v3825 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3827 = stablehlo.transpose %v3826, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3828 = stablehlo.reshape %v3827 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3829 = stablehlo.add %v3811, %v3823 : tensor<192x768xf32>
    %v3830 = stablehlo.add %v3812, %v3824 : tensor<192xf32>
    %v3831 = stablehlo.reshape %v3828 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3832 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3833 = stablehlo.reshape %v3832 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3834 = "stablehlo.slice"(%v3833) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3835 = "stablehlo.slice"(%v3833) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3836 = stablehlo.add %v3818, %v3834 : tensor<1x192xf32>
    %v3837 = stablehlo.add %v3819, %v3833 : tensor<197x192xf32>
    %v3838 = stablehlo.reshape %v269 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3839 = stablehlo.transpose %v3838, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3840 = stablehlo.reshape %v3839 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3841 = stablehlo.dot_general %v3835, %v3840, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c431 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3842 = stablehlo.reduce(%v3835 init: %c431) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3843 = stablehlo.dot_general %v3835, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3844 = stablehlo.reshape %v3843 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3845 = stablehlo.transpose %v3844, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3846 = stablehlo.reshape %v3845 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3847 = stablehlo.add %v3829, %v3841 : tensor<192x768xf32>
    %v3848 = stablehlo.add %v3830, %v3842 : tensor<192xf32>
    %v3849 = stablehlo.reshape %v3846 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3850 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3851 = stablehlo.reshape %v3850 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3852 = "stablehlo.slice"(%v3851) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3853 = "stablehlo.slice"(%v3851) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3854 = stablehlo.add %v3836, %v3852 : tensor<1x192xf32>
    %v3855 = stablehlo.add %v3837, %v3851 : tensor<197x192xf32>
    %v3856 = stablehlo.reshape %v282 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3857 = stablehlo.transpose %v3856, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3858 = stablehlo.reshape %v3857 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3859 = stablehlo.dot_general %v3853, %v3858, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c432 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3860 = stablehlo.reduce(%v3853 init: %c432) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3861 = stablehlo.dot_general %v3853, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3862 = stablehlo.reshape %v3861 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3863 = stablehlo.transpose %v3862, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3864 = stablehlo.reshape %v3863 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3865 = stablehlo.add %v3847, %v3859 : tensor<192x768xf32>
    %v3866 = stablehlo.add %v3848, %v3860 : tensor<192xf32>
    %v3867 = stablehlo.reshape %v3864 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3868 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3869 = stablehlo.reshape %v3868 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3870 = "stablehlo.slice"(%v3869) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3871 = "stablehlo.slice"(%v3869) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3872 = stablehlo.add %v3854, %v3870 : tensor<1x192xf32>
    %v3873 = stablehlo.add %v3855, %v3869 : tensor<197x192xf32>
    %v3874 = stablehlo.reshape %v295 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3875 = stablehlo.transpose %v3874, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3876 = stablehlo.reshape %v3875 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3877 = stablehlo.dot_general %v3871, %v3876, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c433 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3878 = stablehlo.reduce(%v3871 init: %c433) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3879 = stablehlo.dot_general %v3871, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3880 = stablehlo.reshape %v3879 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3881 = stablehlo.transpose %v3880, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3882 = stablehlo.reshape %v3881 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3883 = stablehlo.add %v3865, %v3877 : tensor<192x768xf32>
    %v3884 = stablehlo.add %v3866, %v3878 : tensor<192xf32>
    %v3885 = stablehlo.reshape %v3882 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3886 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3887 = stablehlo.reshape %v3886 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3888 = "stablehlo.slice"(%v3887) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3889 = "stablehlo.slice"(%v3887) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3890 = stablehlo.add %v3872, %v3888 : tensor<1x192xf32>
    %v3891 = stablehlo.add %v3873, %v3887 : tensor<197x192xf32>
    %v3892 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3893 = stablehlo.transpose %v3892, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3894 = stablehlo.reshape %v3893 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3895 = stablehlo.dot_general %v3889, %v3894, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c434 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3896 = stablehlo.reduce(%v3889 init: %c434) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3897 = stablehlo.dot_general %v3889, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3898 = stablehlo.reshape %v3897 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3899 = stablehlo.transpose %v3898, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3900 = stablehlo.reshape %v3899 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3901 = stablehlo.add %v3883, %v3895 : tensor<192x768xf32>
    %v3902 = stablehlo.add %v3884, %v3896 : tensor<192xf32>
    %v3903 = stablehlo.reshape %v3900 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3904 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3905 = stablehlo.reshape %v3904 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3906 = "stablehlo.slice"(%v3905) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3907 = "stablehlo.slice"(%v3905) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3908 = stablehlo.add %v3890, %v3906 : tensor<1x192xf32>
    %v3909 = stablehlo.add %v3891, %v3905 : tensor<197x192xf32>
    %v3910 = stablehlo.reshape %v321 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3911 = stablehlo.transpose %v3910, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3912 = stablehlo.reshape %v3911 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3913 = stablehlo.dot_general %v3907, %v3912, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c435 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3914 = stablehlo.reduce(%v3907 init: %c435) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3915 = stablehlo.dot_general %v3907, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3916 = stablehlo.reshape %v3915 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3917 = stablehlo.transpose %v3916, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3918 = stablehlo.reshape %v3917 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3919 = stablehlo.add %v3901, %v3913 : tensor<192x768xf32>
    %v3920 = stablehlo.add %v3902, %v3914 : tensor<192xf32>
    %v3921 = stablehlo.reshape %v3918 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3922 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3923 = stablehlo.reshape %v3922 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3924 = "stablehlo.slice"(%v3923) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3925 = "stablehlo.slice"(%v3923) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3926 = stablehlo.add %v3908, %v3924 : tensor<1x192xf32>
    %v3927 = stablehlo.add %v3909, %v3923 : tensor<197x192xf32>
    %v3928 = stablehlo.reshape %v334 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3929 = stablehlo.transpose %v3928, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3930 = stablehlo.reshape %v3929 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3931 = stablehlo.dot_general %v3925, %v3930, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c436 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3932 = stablehlo.reduce(%v3925 init: %c436) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3933 = stablehlo.dot_general %v3925, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3934 = stablehlo.reshape %v3933 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3935 = stablehlo.transpose %v3934, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3936 = stablehlo.reshape %v3935 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3937 = stablehlo.add %v3919, %v3931 : tensor<192x768xf32>
    %v3938 = stablehlo.add %v3920, %v3932 : tensor<192xf32>
    %v3939 = stablehlo.reshape %v3936 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3940 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3941 = stablehlo.reshape %v3940 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3942 = "stablehlo.slice"(%v3941) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3943 = "stablehlo.slice"(%v3941) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3944 = stablehlo.add %v3926, %v3942 : tensor<1x192xf32>
    %v3945 = stablehlo.add %v3927, %v3941 : tensor<197x192xf32>
    %v3946 = stablehlo.reshape %v347 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3947 = stablehlo.transpose %v3946, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3948 = stablehlo.reshape %v3947 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3949 = stablehlo.dot_general %v3943, %v3948, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c437 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3950 = stablehlo.reduce(%v3943 init: %c437) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3951 = stablehlo.dot_general %v3943, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3952 = stablehlo.reshape %v3951 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3953 = stablehlo.transpose %v3952, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3954 = stablehlo.reshape %v3953 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3955 = stablehlo.add %v3937, %v3949 : tensor<192x768xf32>
    %v3956 = stablehlo.add %v3938, %v3950 : tensor<192xf32>
    %v3957 = stablehlo.reshape %v3954 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3958 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3959 = stablehlo.reshape %v3958 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3960 = "stablehlo.slice"(%v3959) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3961 = "stablehlo.slice"(%v3959) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3962 = stablehlo.add %v3944, %v3960 : tensor<1x192xf32>
    %v3963 = stablehlo.add %v3945, %v3959 : tensor<197x192xf32>
    %v3964 = stablehlo.reshape %v360 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3965 = stablehlo.transpose %v3964, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3966 = stablehlo.reshape %v3965 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3967 = stablehlo.dot_general %v3961, %v3966, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c438 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3968 = stablehlo.reduce(%v3961 init: %c438) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3969 = stablehlo.dot_general %v3961, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3970 = stablehlo.reshape %v3969 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3971 = stablehlo.transpose %v3970, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3972 = stablehlo.reshape %v3971 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3973 = stablehlo.add %v3955, %v3967 : tensor<192x768xf32>
    %v3974 = stablehlo.add %v3956, %v3968 : tensor<192xf32>
    %v3975 = stablehlo.reshape %v3972 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3976 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3977 = stablehlo.reshape %v3976 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3978 = "stablehlo.slice"(%v3977) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3979 = "stablehlo.slice"(%v3977) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3980 = stablehlo.add %v3962, %v3978 : tensor<1x192xf32>
    %v3981 = stablehlo.add %v3963, %v3977 : tensor<197x192xf32>
    %v3982 = stablehlo.reshape %v373 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v3983 = stablehlo.transpose %v3982, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v3984 = stablehlo.reshape %v3983 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v3985 = stablehlo.dot_general %v3979, %v3984, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c439 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3986 = stablehlo.reduce(%v3979 init: %c439) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3987 = stablehlo.dot_general %v3979, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v3988 = stablehlo.reshape %v3987 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v3989 = stablehlo.transpose %v3988, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v3990 = stablehlo.reshape %v3989 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v3991 = stablehlo.add %v3973, %v3985 : tensor<192x768xf32>
    %v3992 = stablehlo.add %v3974, %v3986 : tensor<192xf32>
    %v3993 = stablehlo.reshape %v3990 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v3994 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3995 = stablehlo.reshape %v3994 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3996 = "stablehlo.slice"(%v3995) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3997 = "stablehlo.slice"(%v3995) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3998 = stablehlo.add %v3980, %v3996 : tensor<1x192xf32>
    %v3999 = stablehlo.add %v3981, %v3995 : tensor<197x192xf32>
    %v4000 = stablehlo.reshape %v386 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4001 = stablehlo.transpose %v4000, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4002 = stablehlo.reshape %v4001 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4003 = stablehlo.dot_general %v3997, %v4002, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c440 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4004 = stablehlo.reduce(%v3997 init: %c440) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4005 = stablehlo.dot_general %v3997, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v4006 = stablehlo.reshape %v4005 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v4007 = stablehlo.transpose %v4006, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v4008 = stablehlo.reshape %v4007 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v4009 = stablehlo.add %v3991, %v4003 : tensor<192x768xf32>
    %v4010 = stablehlo.add %v3992, %v4004 : tensor<192xf32>
    %v4011 = stablehlo.reshape %v4008 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v4012 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4013 = stablehlo.reshape %v4012 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4014 = "stablehlo.slice"(%v4013) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4015 = "stablehlo.slice"(%v4013) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4016 = stablehlo.add %v3998, %v4014 : tensor<1x192xf32>
    %v4017 = stablehlo.add %v3999, %v4013 : tensor<197x192xf32>
    %v4018 = stablehlo.reshape %v399 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4019 = stablehlo.transpose %v4018, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4020 = stablehlo.reshape %v4019 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4021 = stablehlo.dot_general %v4015, %v4020, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c441 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4022 = stablehlo.reduce(%v4015 init: %c441) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4023 = stablehlo.dot_general %v4015, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v4024 = stablehlo.reshape %v4023 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v4025 = stablehlo.transpose %v4024, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v4026 = stablehlo.reshape %v4025 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v4027 = stablehlo.add %v4009, %v4021 : tensor<192x768xf32>
    %v4028 = stablehlo.add %v4010, %v4022 : tensor<192xf32>
    %v4029 = stablehlo.reshape %v4026 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v4030 = "stablehlo.slice"(%v3475) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v4031 = stablehlo.reshape %v4030 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v4032 = "stablehlo.slice"(%v4031) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v4033 = "stablehlo.slice"(%v4031) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v4034 = stablehlo.add %v4016, %v4032 : tensor<1x192xf32>
    %v4035 = stablehlo.add %v4017, %v4031 : tensor<197x192xf32>
    %v4036 = stablehlo.reshape %v412 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v4037 = stablehlo.transpose %v4036, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v4038 = stablehlo.reshape %v4037 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v4039 = stablehlo.dot_general %v4033, %v4038, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c442 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4040 = stablehlo.reduce(%v4033 init: %c442) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v4041 = stablehlo.dot_general %v4033, %v4, contracting_dims = [1] x [0] : (tensor<196x192xf32>, tensor<192x768xf32>) -> tensor<196x768xf32>
    %v4042 = stablehlo.reshape %v4041 : (tensor<196x768xf32>) -> tensor<14x14x3x16x16xf32>
    %v4043 = stablehlo.transpose %v4042, dims = [2, 0, 3, 1, 4] : (tensor<14x14x3x16x16xf32>) -> tensor<3x14x16x14x16xf32>
    %v4044 = stablehlo.reshape %v4043 : (tensor<3x14x16x14x16xf32>) -> tensor<3x224x224xf32>
    %v4045 = stablehlo.add %v4027, %v4039 : tensor<192x768xf32>
    %v4046 = stablehlo.add %v4028, %v4040 : tensor<192xf32>
    %v4047 = stablehlo.reshape %v4044 : (tensor<3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v4048 = stablehlo.concatenate %v3489, %v3507, %v3525, %v3543, %v3561, %v3579, %v3597, %v3615, %v3633, %v3651, %v3669, %v3687, %v3705, %v3723, %v3741, %v3759, %v3777, %v3795, %v3813, %v3831, %v3849, %v3867, %v3885, %v3903, %v3921, %v3939, %v3957, %v3975, %v3993, %v4011, %v4029, %v4047, dim = 0 : (tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>) -> tensor<32x3x224x224xf32>
    %v4202 = stablehlo.reshape %v4045 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %v4203 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %v4204 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %v4205 = stablehlo.multiply %v4049, %v4204 : tensor<192x3x16x16xf32>
    %v4206 = stablehlo.add %v4205, %v4202 : tensor<192x3x16x16xf32>
    %v4207 = stablehlo.multiply %v4203, %v4206 : tensor<192x3x16x16xf32>
    %v4208 = stablehlo.subtract %v3, %v4207 : tensor<192x3x16x16xf32>
    %v4209 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4210 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4211 = stablehlo.multiply %v4050, %v4210 : tensor<192xf32>
    %v4212 = stablehlo.add %v4211, %v4046 : tensor<192xf32>
    %v4213 = stablehlo.multiply %v4209, %v4212 : tensor<192xf32>
    %v4214 = stablehlo.subtract %v5, %v4213 : tensor<192xf32>
    %v4215 = stablehlo.reshape %v4034 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v4216 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %v4217 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %v4218 = stablehlo.multiply %v4051, %v4217 : tensor<1x1x192xf32>
    %v4219 = stablehlo.add %v4218, %v4215 : tensor<1x1x192xf32>
    %v4220 = stablehlo.multiply %v4216, %v4219 : tensor<1x1x192xf32>
    %v4221 = stablehlo.subtract %v12, %v4220 : tensor<1x1x192xf32>
    %v4222 = stablehlo.reshape %v4035 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v4223 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %v4224 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %v4225 = stablehlo.multiply %v4052, %v4224 : tensor<1x197x192xf32>
    %v4226 = stablehlo.add %v4225, %v4222 : tensor<1x197x192xf32>
    %v4227 = stablehlo.multiply %v4223, %v4226 : tensor<1x197x192xf32>
    %v4228 = stablehlo.subtract %v14, %v4227 : tensor<1x197x192xf32>
    %v4229 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4230 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4231 = stablehlo.multiply %v4053, %v4230 : tensor<192xf32>
    %v4232 = stablehlo.add %v4231, %v3447 : tensor<192xf32>
    %v4233 = stablehlo.multiply %v4229, %v4232 : tensor<192xf32>
    %v4234 = stablehlo.subtract %v426, %v4233 : tensor<192xf32>
    %v4235 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4236 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4237 = stablehlo.multiply %v4054, %v4236 : tensor<192xf32>
    %v4238 = stablehlo.add %v4237, %v3443 : tensor<192xf32>
    %v4239 = stablehlo.multiply %v4235, %v4238 : tensor<192xf32>
    %v4240 = stablehlo.subtract %v427, %v4239 : tensor<192xf32>
    %v4241 = stablehlo.transpose %v3441, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4242 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4243 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4244 = stablehlo.multiply %v4055, %v4243 : tensor<576x192xf32>
    %v4245 = stablehlo.add %v4244, %v4241 : tensor<576x192xf32>
    %v4246 = stablehlo.multiply %v4242, %v4245 : tensor<576x192xf32>
    %v4247 = stablehlo.subtract %v446, %v4246 : tensor<576x192xf32>
    %v4248 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4249 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4250 = stablehlo.multiply %v4056, %v4249 : tensor<576xf32>
    %v4251 = stablehlo.add %v4250, %v3442 : tensor<576xf32>
    %v4252 = stablehlo.multiply %v4248, %v4251 : tensor<576xf32>
    %v4253 = stablehlo.subtract %v448, %v4252 : tensor<576xf32>
    %v4254 = stablehlo.transpose %v3401, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4255 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4256 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4257 = stablehlo.multiply %v4057, %v4256 : tensor<192x192xf32>
    %v4258 = stablehlo.add %v4257, %v4254 : tensor<192x192xf32>
    %v4259 = stablehlo.multiply %v4255, %v4258 : tensor<192x192xf32>
    %v4260 = stablehlo.subtract %v473, %v4259 : tensor<192x192xf32>
    %v4261 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4262 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4263 = stablehlo.multiply %v4058, %v4262 : tensor<192xf32>
    %v4264 = stablehlo.add %v4263, %v3402 : tensor<192xf32>
    %v4265 = stablehlo.multiply %v4261, %v4264 : tensor<192xf32>
    %v4266 = stablehlo.subtract %v475, %v4265 : tensor<192xf32>
    %v4267 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4268 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4269 = stablehlo.multiply %v4059, %v4268 : tensor<192xf32>
    %v4270 = stablehlo.add %v4269, %v3372 : tensor<192xf32>
    %v4271 = stablehlo.multiply %v4267, %v4270 : tensor<192xf32>
    %v4272 = stablehlo.subtract %v480, %v4271 : tensor<192xf32>
    %v4273 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4274 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4275 = stablehlo.multiply %v4060, %v4274 : tensor<192xf32>
    %v4276 = stablehlo.add %v4275, %v3368 : tensor<192xf32>
    %v4277 = stablehlo.multiply %v4273, %v4276 : tensor<192xf32>
    %v4278 = stablehlo.subtract %v481, %v4277 : tensor<192xf32>
    %v4279 = stablehlo.transpose %v3366, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4280 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4281 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4282 = stablehlo.multiply %v4061, %v4281 : tensor<768x192xf32>
    %v4283 = stablehlo.add %v4282, %v4279 : tensor<768x192xf32>
    %v4284 = stablehlo.multiply %v4280, %v4283 : tensor<768x192xf32>
    %v4285 = stablehlo.subtract %v500, %v4284 : tensor<768x192xf32>
    %v4286 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4287 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4288 = stablehlo.multiply %v4062, %v4287 : tensor<768xf32>
    %v4289 = stablehlo.add %v4288, %v3367 : tensor<768xf32>
    %v4290 = stablehlo.multiply %v4286, %v4289 : tensor<768xf32>
    %v4291 = stablehlo.subtract %v502, %v4290 : tensor<768xf32>
    %v4292 = stablehlo.transpose %v3347, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4293 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4294 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4295 = stablehlo.multiply %v4063, %v4294 : tensor<192x768xf32>
    %v4296 = stablehlo.add %v4295, %v4292 : tensor<192x768xf32>
    %v4297 = stablehlo.multiply %v4293, %v4296 : tensor<192x768xf32>
    %v4298 = stablehlo.subtract %v503, %v4297 : tensor<192x768xf32>
    %v4299 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4300 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4301 = stablehlo.multiply %v4064, %v4300 : tensor<192xf32>
    %v4302 = stablehlo.add %v4301, %v3348 : tensor<192xf32>
    %v4303 = stablehlo.multiply %v4299, %v4302 : tensor<192xf32>
    %v4304 = stablehlo.subtract %v505, %v4303 : tensor<192xf32>
    %v4305 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4306 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4307 = stablehlo.multiply %v4065, %v4306 : tensor<192xf32>
    %v4308 = stablehlo.add %v4307, %v3318 : tensor<192xf32>
    %v4309 = stablehlo.multiply %v4305, %v4308 : tensor<192xf32>
    %v4310 = stablehlo.subtract %v521, %v4309 : tensor<192xf32>
    %v4311 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4312 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4313 = stablehlo.multiply %v4066, %v4312 : tensor<192xf32>
    %v4314 = stablehlo.add %v4313, %v3314 : tensor<192xf32>
    %v4315 = stablehlo.multiply %v4311, %v4314 : tensor<192xf32>
    %v4316 = stablehlo.subtract %v522, %v4315 : tensor<192xf32>
    %v4317 = stablehlo.transpose %v3312, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4318 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4319 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4320 = stablehlo.multiply %v4067, %v4319 : tensor<576x192xf32>
    %v4321 = stablehlo.add %v4320, %v4317 : tensor<576x192xf32>
    %v4322 = stablehlo.multiply %v4318, %v4321 : tensor<576x192xf32>
    %v4323 = stablehlo.subtract %v541, %v4322 : tensor<576x192xf32>
    %v4324 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4325 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4326 = stablehlo.multiply %v4068, %v4325 : tensor<576xf32>
    %v4327 = stablehlo.add %v4326, %v3313 : tensor<576xf32>
    %v4328 = stablehlo.multiply %v4324, %v4327 : tensor<576xf32>
    %v4329 = stablehlo.subtract %v543, %v4328 : tensor<576xf32>
    %v4330 = stablehlo.transpose %v3272, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4331 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4332 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4333 = stablehlo.multiply %v4069, %v4332 : tensor<192x192xf32>
    %v4334 = stablehlo.add %v4333, %v4330 : tensor<192x192xf32>
    %v4335 = stablehlo.multiply %v4331, %v4334 : tensor<192x192xf32>
    %v4336 = stablehlo.subtract %v568, %v4335 : tensor<192x192xf32>
    %v4337 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4338 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4339 = stablehlo.multiply %v4070, %v4338 : tensor<192xf32>
    %v4340 = stablehlo.add %v4339, %v3273 : tensor<192xf32>
    %v4341 = stablehlo.multiply %v4337, %v4340 : tensor<192xf32>
    %v4342 = stablehlo.subtract %v570, %v4341 : tensor<192xf32>
    %v4343 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4344 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4345 = stablehlo.multiply %v4071, %v4344 : tensor<192xf32>
    %v4346 = stablehlo.add %v4345, %v3243 : tensor<192xf32>
    %v4347 = stablehlo.multiply %v4343, %v4346 : tensor<192xf32>
    %v4348 = stablehlo.subtract %v575, %v4347 : tensor<192xf32>
    %v4349 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4350 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4351 = stablehlo.multiply %v4072, %v4350 : tensor<192xf32>
    %v4352 = stablehlo.add %v4351, %v3239 : tensor<192xf32>
    %v4353 = stablehlo.multiply %v4349, %v4352 : tensor<192xf32>
    %v4354 = stablehlo.subtract %v576, %v4353 : tensor<192xf32>
    %v4355 = stablehlo.transpose %v3237, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4356 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4357 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4358 = stablehlo.multiply %v4073, %v4357 : tensor<768x192xf32>
    %v4359 = stablehlo.add %v4358, %v4355 : tensor<768x192xf32>
    %v4360 = stablehlo.multiply %v4356, %v4359 : tensor<768x192xf32>
    %v4361 = stablehlo.subtract %v595, %v4360 : tensor<768x192xf32>
    %v4362 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4363 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4364 = stablehlo.multiply %v4074, %v4363 : tensor<768xf32>
    %v4365 = stablehlo.add %v4364, %v3238 : tensor<768xf32>
    %v4366 = stablehlo.multiply %v4362, %v4365 : tensor<768xf32>
    %v4367 = stablehlo.subtract %v597, %v4366 : tensor<768xf32>
    %v4368 = stablehlo.transpose %v3218, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4369 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4370 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4371 = stablehlo.multiply %v4075, %v4370 : tensor<192x768xf32>
    %v4372 = stablehlo.add %v4371, %v4368 : tensor<192x768xf32>
    %v4373 = stablehlo.multiply %v4369, %v4372 : tensor<192x768xf32>
    %v4374 = stablehlo.subtract %v598, %v4373 : tensor<192x768xf32>
    %v4375 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4376 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4377 = stablehlo.multiply %v4076, %v4376 : tensor<192xf32>
    %v4378 = stablehlo.add %v4377, %v3219 : tensor<192xf32>
    %v4379 = stablehlo.multiply %v4375, %v4378 : tensor<192xf32>
    %v4380 = stablehlo.subtract %v600, %v4379 : tensor<192xf32>
    %v4381 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4382 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4383 = stablehlo.multiply %v4077, %v4382 : tensor<192xf32>
    %v4384 = stablehlo.add %v4383, %v3189 : tensor<192xf32>
    %v4385 = stablehlo.multiply %v4381, %v4384 : tensor<192xf32>
    %v4386 = stablehlo.subtract %v616, %v4385 : tensor<192xf32>
    %v4387 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4388 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4389 = stablehlo.multiply %v4078, %v4388 : tensor<192xf32>
    %v4390 = stablehlo.add %v4389, %v3185 : tensor<192xf32>
    %v4391 = stablehlo.multiply %v4387, %v4390 : tensor<192xf32>
    %v4392 = stablehlo.subtract %v617, %v4391 : tensor<192xf32>
    %v4393 = stablehlo.transpose %v3183, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4394 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4395 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4396 = stablehlo.multiply %v4079, %v4395 : tensor<576x192xf32>
    %v4397 = stablehlo.add %v4396, %v4393 : tensor<576x192xf32>
    %v4398 = stablehlo.multiply %v4394, %v4397 : tensor<576x192xf32>
    %v4399 = stablehlo.subtract %v636, %v4398 : tensor<576x192xf32>
    %v4400 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4401 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4402 = stablehlo.multiply %v4080, %v4401 : tensor<576xf32>
    %v4403 = stablehlo.add %v4402, %v3184 : tensor<576xf32>
    %v4404 = stablehlo.multiply %v4400, %v4403 : tensor<576xf32>
    %v4405 = stablehlo.subtract %v638, %v4404 : tensor<576xf32>
    %v4406 = stablehlo.transpose %v3143, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4407 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4408 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4409 = stablehlo.multiply %v4081, %v4408 : tensor<192x192xf32>
    %v4410 = stablehlo.add %v4409, %v4406 : tensor<192x192xf32>
    %v4411 = stablehlo.multiply %v4407, %v4410 : tensor<192x192xf32>
    %v4412 = stablehlo.subtract %v663, %v4411 : tensor<192x192xf32>
    %v4413 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4414 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4415 = stablehlo.multiply %v4082, %v4414 : tensor<192xf32>
    %v4416 = stablehlo.add %v4415, %v3144 : tensor<192xf32>
    %v4417 = stablehlo.multiply %v4413, %v4416 : tensor<192xf32>
    %v4418 = stablehlo.subtract %v665, %v4417 : tensor<192xf32>
    %v4419 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4420 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4421 = stablehlo.multiply %v4083, %v4420 : tensor<192xf32>
    %v4422 = stablehlo.add %v4421, %v3114 : tensor<192xf32>
    %v4423 = stablehlo.multiply %v4419, %v4422 : tensor<192xf32>
    %v4424 = stablehlo.subtract %v670, %v4423 : tensor<192xf32>
    %v4425 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4426 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4427 = stablehlo.multiply %v4084, %v4426 : tensor<192xf32>
    %v4428 = stablehlo.add %v4427, %v3110 : tensor<192xf32>
    %v4429 = stablehlo.multiply %v4425, %v4428 : tensor<192xf32>
    %v4430 = stablehlo.subtract %v671, %v4429 : tensor<192xf32>
    %v4431 = stablehlo.transpose %v3108, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4432 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4433 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4434 = stablehlo.multiply %v4085, %v4433 : tensor<768x192xf32>
    %v4435 = stablehlo.add %v4434, %v4431 : tensor<768x192xf32>
    %v4436 = stablehlo.multiply %v4432, %v4435 : tensor<768x192xf32>
    %v4437 = stablehlo.subtract %v690, %v4436 : tensor<768x192xf32>
    %v4438 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4439 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4440 = stablehlo.multiply %v4086, %v4439 : tensor<768xf32>
    %v4441 = stablehlo.add %v4440, %v3109 : tensor<768xf32>
    %v4442 = stablehlo.multiply %v4438, %v4441 : tensor<768xf32>
    %v4443 = stablehlo.subtract %v692, %v4442 : tensor<768xf32>
    %v4444 = stablehlo.transpose %v3089, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4445 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4446 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4447 = stablehlo.multiply %v4087, %v4446 : tensor<192x768xf32>
    %v4448 = stablehlo.add %v4447, %v4444 : tensor<192x768xf32>
    %v4449 = stablehlo.multiply %v4445, %v4448 : tensor<192x768xf32>
    %v4450 = stablehlo.subtract %v693, %v4449 : tensor<192x768xf32>
    %v4451 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4452 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4453 = stablehlo.multiply %v4088, %v4452 : tensor<192xf32>
    %v4454 = stablehlo.add %v4453, %v3090 : tensor<192xf32>
    %v4455 = stablehlo.multiply %v4451, %v4454 : tensor<192xf32>
    %v4456 = stablehlo.subtract %v695, %v4455 : tensor<192xf32>
    %v4457 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4458 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4459 = stablehlo.multiply %v4089, %v4458 : tensor<192xf32>
    %v4460 = stablehlo.add %v4459, %v3060 : tensor<192xf32>
    %v4461 = stablehlo.multiply %v4457, %v4460 : tensor<192xf32>
    %v4462 = stablehlo.subtract %v711, %v4461 : tensor<192xf32>
    %v4463 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4464 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4465 = stablehlo.multiply %v4090, %v4464 : tensor<192xf32>
    %v4466 = stablehlo.add %v4465, %v3056 : tensor<192xf32>
    %v4467 = stablehlo.multiply %v4463, %v4466 : tensor<192xf32>
    %v4468 = stablehlo.subtract %v712, %v4467 : tensor<192xf32>
    %v4469 = stablehlo.transpose %v3054, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4470 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4471 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4472 = stablehlo.multiply %v4091, %v4471 : tensor<576x192xf32>
    %v4473 = stablehlo.add %v4472, %v4469 : tensor<576x192xf32>
    %v4474 = stablehlo.multiply %v4470, %v4473 : tensor<576x192xf32>
    %v4475 = stablehlo.subtract %v731, %v4474 : tensor<576x192xf32>
    %v4476 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4477 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4478 = stablehlo.multiply %v4092, %v4477 : tensor<576xf32>
    %v4479 = stablehlo.add %v4478, %v3055 : tensor<576xf32>
    %v4480 = stablehlo.multiply %v4476, %v4479 : tensor<576xf32>
    %v4481 = stablehlo.subtract %v733, %v4480 : tensor<576xf32>
    %v4482 = stablehlo.transpose %v3014, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4483 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4484 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4485 = stablehlo.multiply %v4093, %v4484 : tensor<192x192xf32>
    %v4486 = stablehlo.add %v4485, %v4482 : tensor<192x192xf32>
    %v4487 = stablehlo.multiply %v4483, %v4486 : tensor<192x192xf32>
    %v4488 = stablehlo.subtract %v758, %v4487 : tensor<192x192xf32>
    %v4489 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4490 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4491 = stablehlo.multiply %v4094, %v4490 : tensor<192xf32>
    %v4492 = stablehlo.add %v4491, %v3015 : tensor<192xf32>
    %v4493 = stablehlo.multiply %v4489, %v4492 : tensor<192xf32>
    %v4494 = stablehlo.subtract %v760, %v4493 : tensor<192xf32>
    %v4495 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4496 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4497 = stablehlo.multiply %v4095, %v4496 : tensor<192xf32>
    %v4498 = stablehlo.add %v4497, %v2985 : tensor<192xf32>
    %v4499 = stablehlo.multiply %v4495, %v4498 : tensor<192xf32>
    %v4500 = stablehlo.subtract %v765, %v4499 : tensor<192xf32>
    %v4501 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4502 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4503 = stablehlo.multiply %v4096, %v4502 : tensor<192xf32>
    %v4504 = stablehlo.add %v4503, %v2981 : tensor<192xf32>
    %v4505 = stablehlo.multiply %v4501, %v4504 : tensor<192xf32>
    %v4506 = stablehlo.subtract %v766, %v4505 : tensor<192xf32>
    %v4507 = stablehlo.transpose %v2979, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4508 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4509 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4510 = stablehlo.multiply %v4097, %v4509 : tensor<768x192xf32>
    %v4511 = stablehlo.add %v4510, %v4507 : tensor<768x192xf32>
    %v4512 = stablehlo.multiply %v4508, %v4511 : tensor<768x192xf32>
    %v4513 = stablehlo.subtract %v785, %v4512 : tensor<768x192xf32>
    %v4514 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4515 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4516 = stablehlo.multiply %v4098, %v4515 : tensor<768xf32>
    %v4517 = stablehlo.add %v4516, %v2980 : tensor<768xf32>
    %v4518 = stablehlo.multiply %v4514, %v4517 : tensor<768xf32>
    %v4519 = stablehlo.subtract %v787, %v4518 : tensor<768xf32>
    %v4520 = stablehlo.transpose %v2960, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4521 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4522 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4523 = stablehlo.multiply %v4099, %v4522 : tensor<192x768xf32>
    %v4524 = stablehlo.add %v4523, %v4520 : tensor<192x768xf32>
    %v4525 = stablehlo.multiply %v4521, %v4524 : tensor<192x768xf32>
    %v4526 = stablehlo.subtract %v788, %v4525 : tensor<192x768xf32>
    %v4527 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4528 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4529 = stablehlo.multiply %v4100, %v4528 : tensor<192xf32>
    %v4530 = stablehlo.add %v4529, %v2961 : tensor<192xf32>
    %v4531 = stablehlo.multiply %v4527, %v4530 : tensor<192xf32>
    %v4532 = stablehlo.subtract %v790, %v4531 : tensor<192xf32>
    %v4533 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4534 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4535 = stablehlo.multiply %v4101, %v4534 : tensor<192xf32>
    %v4536 = stablehlo.add %v4535, %v2931 : tensor<192xf32>
    %v4537 = stablehlo.multiply %v4533, %v4536 : tensor<192xf32>
    %v4538 = stablehlo.subtract %v806, %v4537 : tensor<192xf32>
    %v4539 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4540 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4541 = stablehlo.multiply %v4102, %v4540 : tensor<192xf32>
    %v4542 = stablehlo.add %v4541, %v2927 : tensor<192xf32>
    %v4543 = stablehlo.multiply %v4539, %v4542 : tensor<192xf32>
    %v4544 = stablehlo.subtract %v807, %v4543 : tensor<192xf32>
    %v4545 = stablehlo.transpose %v2925, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4546 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4547 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4548 = stablehlo.multiply %v4103, %v4547 : tensor<576x192xf32>
    %v4549 = stablehlo.add %v4548, %v4545 : tensor<576x192xf32>
    %v4550 = stablehlo.multiply %v4546, %v4549 : tensor<576x192xf32>
    %v4551 = stablehlo.subtract %v826, %v4550 : tensor<576x192xf32>
    %v4552 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4553 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4554 = stablehlo.multiply %v4104, %v4553 : tensor<576xf32>
    %v4555 = stablehlo.add %v4554, %v2926 : tensor<576xf32>
    %v4556 = stablehlo.multiply %v4552, %v4555 : tensor<576xf32>
    %v4557 = stablehlo.subtract %v828, %v4556 : tensor<576xf32>
    %v4558 = stablehlo.transpose %v2885, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4559 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4560 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4561 = stablehlo.multiply %v4105, %v4560 : tensor<192x192xf32>
    %v4562 = stablehlo.add %v4561, %v4558 : tensor<192x192xf32>
    %v4563 = stablehlo.multiply %v4559, %v4562 : tensor<192x192xf32>
    %v4564 = stablehlo.subtract %v853, %v4563 : tensor<192x192xf32>
    %v4565 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4566 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4567 = stablehlo.multiply %v4106, %v4566 : tensor<192xf32>
    %v4568 = stablehlo.add %v4567, %v2886 : tensor<192xf32>
    %v4569 = stablehlo.multiply %v4565, %v4568 : tensor<192xf32>
    %v4570 = stablehlo.subtract %v855, %v4569 : tensor<192xf32>
    %v4571 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4572 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4573 = stablehlo.multiply %v4107, %v4572 : tensor<192xf32>
    %v4574 = stablehlo.add %v4573, %v2856 : tensor<192xf32>
    %v4575 = stablehlo.multiply %v4571, %v4574 : tensor<192xf32>
    %v4576 = stablehlo.subtract %v860, %v4575 : tensor<192xf32>
    %v4577 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4578 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4579 = stablehlo.multiply %v4108, %v4578 : tensor<192xf32>
    %v4580 = stablehlo.add %v4579, %v2852 : tensor<192xf32>
    %v4581 = stablehlo.multiply %v4577, %v4580 : tensor<192xf32>
    %v4582 = stablehlo.subtract %v861, %v4581 : tensor<192xf32>
    %v4583 = stablehlo.transpose %v2850, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4584 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4585 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4586 = stablehlo.multiply %v4109, %v4585 : tensor<768x192xf32>
    %v4587 = stablehlo.add %v4586, %v4583 : tensor<768x192xf32>
    %v4588 = stablehlo.multiply %v4584, %v4587 : tensor<768x192xf32>
    %v4589 = stablehlo.subtract %v880, %v4588 : tensor<768x192xf32>
    %v4590 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4591 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4592 = stablehlo.multiply %v4110, %v4591 : tensor<768xf32>
    %v4593 = stablehlo.add %v4592, %v2851 : tensor<768xf32>
    %v4594 = stablehlo.multiply %v4590, %v4593 : tensor<768xf32>
    %v4595 = stablehlo.subtract %v882, %v4594 : tensor<768xf32>
    %v4596 = stablehlo.transpose %v2831, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4597 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4598 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4599 = stablehlo.multiply %v4111, %v4598 : tensor<192x768xf32>
    %v4600 = stablehlo.add %v4599, %v4596 : tensor<192x768xf32>
    %v4601 = stablehlo.multiply %v4597, %v4600 : tensor<192x768xf32>
    %v4602 = stablehlo.subtract %v883, %v4601 : tensor<192x768xf32>
    %v4603 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4604 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4605 = stablehlo.multiply %v4112, %v4604 : tensor<192xf32>
    %v4606 = stablehlo.add %v4605, %v2832 : tensor<192xf32>
    %v4607 = stablehlo.multiply %v4603, %v4606 : tensor<192xf32>
    %v4608 = stablehlo.subtract %v885, %v4607 : tensor<192xf32>
    %v4609 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4610 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4611 = stablehlo.multiply %v4113, %v4610 : tensor<192xf32>
    %v4612 = stablehlo.add %v4611, %v2802 : tensor<192xf32>
    %v4613 = stablehlo.multiply %v4609, %v4612 : tensor<192xf32>
    %v4614 = stablehlo.subtract %v901, %v4613 : tensor<192xf32>
    %v4615 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4616 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4617 = stablehlo.multiply %v4114, %v4616 : tensor<192xf32>
    %v4618 = stablehlo.add %v4617, %v2798 : tensor<192xf32>
    %v4619 = stablehlo.multiply %v4615, %v4618 : tensor<192xf32>
    %v4620 = stablehlo.subtract %v902, %v4619 : tensor<192xf32>
    %v4621 = stablehlo.transpose %v2796, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4622 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4623 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4624 = stablehlo.multiply %v4115, %v4623 : tensor<576x192xf32>
    %v4625 = stablehlo.add %v4624, %v4621 : tensor<576x192xf32>
    %v4626 = stablehlo.multiply %v4622, %v4625 : tensor<576x192xf32>
    %v4627 = stablehlo.subtract %v921, %v4626 : tensor<576x192xf32>
    %v4628 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4629 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4630 = stablehlo.multiply %v4116, %v4629 : tensor<576xf32>
    %v4631 = stablehlo.add %v4630, %v2797 : tensor<576xf32>
    %v4632 = stablehlo.multiply %v4628, %v4631 : tensor<576xf32>
    %v4633 = stablehlo.subtract %v923, %v4632 : tensor<576xf32>
    %v4634 = stablehlo.transpose %v2756, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4635 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4636 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4637 = stablehlo.multiply %v4117, %v4636 : tensor<192x192xf32>
    %v4638 = stablehlo.add %v4637, %v4634 : tensor<192x192xf32>
    %v4639 = stablehlo.multiply %v4635, %v4638 : tensor<192x192xf32>
    %v4640 = stablehlo.subtract %v948, %v4639 : tensor<192x192xf32>
    %v4641 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4642 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4643 = stablehlo.multiply %v4118, %v4642 : tensor<192xf32>
    %v4644 = stablehlo.add %v4643, %v2757 : tensor<192xf32>
    %v4645 = stablehlo.multiply %v4641, %v4644 : tensor<192xf32>
    %v4646 = stablehlo.subtract %v950, %v4645 : tensor<192xf32>
    %v4647 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4648 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4649 = stablehlo.multiply %v4119, %v4648 : tensor<192xf32>
    %v4650 = stablehlo.add %v4649, %v2727 : tensor<192xf32>
    %v4651 = stablehlo.multiply %v4647, %v4650 : tensor<192xf32>
    %v4652 = stablehlo.subtract %v955, %v4651 : tensor<192xf32>
    %v4653 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4654 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4655 = stablehlo.multiply %v4120, %v4654 : tensor<192xf32>
    %v4656 = stablehlo.add %v4655, %v2723 : tensor<192xf32>
    %v4657 = stablehlo.multiply %v4653, %v4656 : tensor<192xf32>
    %v4658 = stablehlo.subtract %v956, %v4657 : tensor<192xf32>
    %v4659 = stablehlo.transpose %v2721, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4660 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4661 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4662 = stablehlo.multiply %v4121, %v4661 : tensor<768x192xf32>
    %v4663 = stablehlo.add %v4662, %v4659 : tensor<768x192xf32>
    %v4664 = stablehlo.multiply %v4660, %v4663 : tensor<768x192xf32>
    %v4665 = stablehlo.subtract %v975, %v4664 : tensor<768x192xf32>
    %v4666 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4667 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4668 = stablehlo.multiply %v4122, %v4667 : tensor<768xf32>
    %v4669 = stablehlo.add %v4668, %v2722 : tensor<768xf32>
    %v4670 = stablehlo.multiply %v4666, %v4669 : tensor<768xf32>
    %v4671 = stablehlo.subtract %v977, %v4670 : tensor<768xf32>
    %v4672 = stablehlo.transpose %v2702, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4673 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4674 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4675 = stablehlo.multiply %v4123, %v4674 : tensor<192x768xf32>
    %v4676 = stablehlo.add %v4675, %v4672 : tensor<192x768xf32>
    %v4677 = stablehlo.multiply %v4673, %v4676 : tensor<192x768xf32>
    %v4678 = stablehlo.subtract %v978, %v4677 : tensor<192x768xf32>
    %v4679 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4680 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4681 = stablehlo.multiply %v4124, %v4680 : tensor<192xf32>
    %v4682 = stablehlo.add %v4681, %v2703 : tensor<192xf32>
    %v4683 = stablehlo.multiply %v4679, %v4682 : tensor<192xf32>
    %v4684 = stablehlo.subtract %v980, %v4683 : tensor<192xf32>
    %v4685 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4686 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4687 = stablehlo.multiply %v4125, %v4686 : tensor<192xf32>
    %v4688 = stablehlo.add %v4687, %v2673 : tensor<192xf32>
    %v4689 = stablehlo.multiply %v4685, %v4688 : tensor<192xf32>
    %v4690 = stablehlo.subtract %v996, %v4689 : tensor<192xf32>
    %v4691 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4692 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4693 = stablehlo.multiply %v4126, %v4692 : tensor<192xf32>
    %v4694 = stablehlo.add %v4693, %v2669 : tensor<192xf32>
    %v4695 = stablehlo.multiply %v4691, %v4694 : tensor<192xf32>
    %v4696 = stablehlo.subtract %v997, %v4695 : tensor<192xf32>
    %v4697 = stablehlo.transpose %v2667, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4698 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4699 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4700 = stablehlo.multiply %v4127, %v4699 : tensor<576x192xf32>
    %v4701 = stablehlo.add %v4700, %v4697 : tensor<576x192xf32>
    %v4702 = stablehlo.multiply %v4698, %v4701 : tensor<576x192xf32>
    %v4703 = stablehlo.subtract %v1016, %v4702 : tensor<576x192xf32>
    %v4704 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4705 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4706 = stablehlo.multiply %v4128, %v4705 : tensor<576xf32>
    %v4707 = stablehlo.add %v4706, %v2668 : tensor<576xf32>
    %v4708 = stablehlo.multiply %v4704, %v4707 : tensor<576xf32>
    %v4709 = stablehlo.subtract %v1018, %v4708 : tensor<576xf32>
    %v4710 = stablehlo.transpose %v2627, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4711 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4712 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4713 = stablehlo.multiply %v4129, %v4712 : tensor<192x192xf32>
    %v4714 = stablehlo.add %v4713, %v4710 : tensor<192x192xf32>
    %v4715 = stablehlo.multiply %v4711, %v4714 : tensor<192x192xf32>
    %v4716 = stablehlo.subtract %v1043, %v4715 : tensor<192x192xf32>
    %v4717 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4718 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4719 = stablehlo.multiply %v4130, %v4718 : tensor<192xf32>
    %v4720 = stablehlo.add %v4719, %v2628 : tensor<192xf32>
    %v4721 = stablehlo.multiply %v4717, %v4720 : tensor<192xf32>
    %v4722 = stablehlo.subtract %v1045, %v4721 : tensor<192xf32>
    %v4723 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4724 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4725 = stablehlo.multiply %v4131, %v4724 : tensor<192xf32>
    %v4726 = stablehlo.add %v4725, %v2598 : tensor<192xf32>
    %v4727 = stablehlo.multiply %v4723, %v4726 : tensor<192xf32>
    %v4728 = stablehlo.subtract %v1050, %v4727 : tensor<192xf32>
    %v4729 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4730 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4731 = stablehlo.multiply %v4132, %v4730 : tensor<192xf32>
    %v4732 = stablehlo.add %v4731, %v2594 : tensor<192xf32>
    %v4733 = stablehlo.multiply %v4729, %v4732 : tensor<192xf32>
    %v4734 = stablehlo.subtract %v1051, %v4733 : tensor<192xf32>
    %v4735 = stablehlo.transpose %v2592, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4736 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4737 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4738 = stablehlo.multiply %v4133, %v4737 : tensor<768x192xf32>
    %v4739 = stablehlo.add %v4738, %v4735 : tensor<768x192xf32>
    %v4740 = stablehlo.multiply %v4736, %v4739 : tensor<768x192xf32>
    %v4741 = stablehlo.subtract %v1070, %v4740 : tensor<768x192xf32>
    %v4742 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4743 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4744 = stablehlo.multiply %v4134, %v4743 : tensor<768xf32>
    %v4745 = stablehlo.add %v4744, %v2593 : tensor<768xf32>
    %v4746 = stablehlo.multiply %v4742, %v4745 : tensor<768xf32>
    %v4747 = stablehlo.subtract %v1072, %v4746 : tensor<768xf32>
    %v4748 = stablehlo.transpose %v2573, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4749 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4750 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4751 = stablehlo.multiply %v4135, %v4750 : tensor<192x768xf32>
    %v4752 = stablehlo.add %v4751, %v4748 : tensor<192x768xf32>
    %v4753 = stablehlo.multiply %v4749, %v4752 : tensor<192x768xf32>
    %v4754 = stablehlo.subtract %v1073, %v4753 : tensor<192x768xf32>
    %v4755 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4756 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4757 = stablehlo.multiply %v4136, %v4756 : tensor<192xf32>
    %v4758 = stablehlo.add %v4757, %v2574 : tensor<192xf32>
    %v4759 = stablehlo.multiply %v4755, %v4758 : tensor<192xf32>
    %v4760 = stablehlo.subtract %v1075, %v4759 : tensor<192xf32>
    %v4761 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4762 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4763 = stablehlo.multiply %v4137, %v4762 : tensor<192xf32>
    %v4764 = stablehlo.add %v4763, %v2544 : tensor<192xf32>
    %v4765 = stablehlo.multiply %v4761, %v4764 : tensor<192xf32>
    %v4766 = stablehlo.subtract %v1091, %v4765 : tensor<192xf32>
    %v4767 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4768 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4769 = stablehlo.multiply %v4138, %v4768 : tensor<192xf32>
    %v4770 = stablehlo.add %v4769, %v2540 : tensor<192xf32>
    %v4771 = stablehlo.multiply %v4767, %v4770 : tensor<192xf32>
    %v4772 = stablehlo.subtract %v1092, %v4771 : tensor<192xf32>
    %v4773 = stablehlo.transpose %v2538, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4774 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4775 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4776 = stablehlo.multiply %v4139, %v4775 : tensor<576x192xf32>
    %v4777 = stablehlo.add %v4776, %v4773 : tensor<576x192xf32>
    %v4778 = stablehlo.multiply %v4774, %v4777 : tensor<576x192xf32>
    %v4779 = stablehlo.subtract %v1111, %v4778 : tensor<576x192xf32>
    %v4780 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4781 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4782 = stablehlo.multiply %v4140, %v4781 : tensor<576xf32>
    %v4783 = stablehlo.add %v4782, %v2539 : tensor<576xf32>
    %v4784 = stablehlo.multiply %v4780, %v4783 : tensor<576xf32>
    %v4785 = stablehlo.subtract %v1113, %v4784 : tensor<576xf32>
    %v4786 = stablehlo.transpose %v2498, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4787 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4788 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4789 = stablehlo.multiply %v4141, %v4788 : tensor<192x192xf32>
    %v4790 = stablehlo.add %v4789, %v4786 : tensor<192x192xf32>
    %v4791 = stablehlo.multiply %v4787, %v4790 : tensor<192x192xf32>
    %v4792 = stablehlo.subtract %v1138, %v4791 : tensor<192x192xf32>
    %v4793 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4794 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4795 = stablehlo.multiply %v4142, %v4794 : tensor<192xf32>
    %v4796 = stablehlo.add %v4795, %v2499 : tensor<192xf32>
    %v4797 = stablehlo.multiply %v4793, %v4796 : tensor<192xf32>
    %v4798 = stablehlo.subtract %v1140, %v4797 : tensor<192xf32>
    %v4799 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4800 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4801 = stablehlo.multiply %v4143, %v4800 : tensor<192xf32>
    %v4802 = stablehlo.add %v4801, %v2469 : tensor<192xf32>
    %v4803 = stablehlo.multiply %v4799, %v4802 : tensor<192xf32>
    %v4804 = stablehlo.subtract %v1145, %v4803 : tensor<192xf32>
    %v4805 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4806 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4807 = stablehlo.multiply %v4144, %v4806 : tensor<192xf32>
    %v4808 = stablehlo.add %v4807, %v2465 : tensor<192xf32>
    %v4809 = stablehlo.multiply %v4805, %v4808 : tensor<192xf32>
    %v4810 = stablehlo.subtract %v1146, %v4809 : tensor<192xf32>
    %v4811 = stablehlo.transpose %v2463, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4812 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4813 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4814 = stablehlo.multiply %v4145, %v4813 : tensor<768x192xf32>
    %v4815 = stablehlo.add %v4814, %v4811 : tensor<768x192xf32>
    %v4816 = stablehlo.multiply %v4812, %v4815 : tensor<768x192xf32>
    %v4817 = stablehlo.subtract %v1165, %v4816 : tensor<768x192xf32>
    %v4818 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4819 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4820 = stablehlo.multiply %v4146, %v4819 : tensor<768xf32>
    %v4821 = stablehlo.add %v4820, %v2464 : tensor<768xf32>
    %v4822 = stablehlo.multiply %v4818, %v4821 : tensor<768xf32>
    %v4823 = stablehlo.subtract %v1167, %v4822 : tensor<768xf32>
    %v4824 = stablehlo.transpose %v2444, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4825 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4826 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4827 = stablehlo.multiply %v4147, %v4826 : tensor<192x768xf32>
    %v4828 = stablehlo.add %v4827, %v4824 : tensor<192x768xf32>
    %v4829 = stablehlo.multiply %v4825, %v4828 : tensor<192x768xf32>
    %v4830 = stablehlo.subtract %v1168, %v4829 : tensor<192x768xf32>
    %v4831 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4832 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4833 = stablehlo.multiply %v4148, %v4832 : tensor<192xf32>
    %v4834 = stablehlo.add %v4833, %v2445 : tensor<192xf32>
    %v4835 = stablehlo.multiply %v4831, %v4834 : tensor<192xf32>
    %v4836 = stablehlo.subtract %v1170, %v4835 : tensor<192xf32>
    %v4837 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4838 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4839 = stablehlo.multiply %v4149, %v4838 : tensor<192xf32>
    %v4840 = stablehlo.add %v4839, %v2415 : tensor<192xf32>
    %v4841 = stablehlo.multiply %v4837, %v4840 : tensor<192xf32>
    %v4842 = stablehlo.subtract %v1186, %v4841 : tensor<192xf32>
    %v4843 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4844 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4845 = stablehlo.multiply %v4150, %v4844 : tensor<192xf32>
    %v4846 = stablehlo.add %v4845, %v2411 : tensor<192xf32>
    %v4847 = stablehlo.multiply %v4843, %v4846 : tensor<192xf32>
    %v4848 = stablehlo.subtract %v1187, %v4847 : tensor<192xf32>
    %v4849 = stablehlo.transpose %v2409, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4850 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4851 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4852 = stablehlo.multiply %v4151, %v4851 : tensor<576x192xf32>
    %v4853 = stablehlo.add %v4852, %v4849 : tensor<576x192xf32>
    %v4854 = stablehlo.multiply %v4850, %v4853 : tensor<576x192xf32>
    %v4855 = stablehlo.subtract %v1206, %v4854 : tensor<576x192xf32>
    %v4856 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4857 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4858 = stablehlo.multiply %v4152, %v4857 : tensor<576xf32>
    %v4859 = stablehlo.add %v4858, %v2410 : tensor<576xf32>
    %v4860 = stablehlo.multiply %v4856, %v4859 : tensor<576xf32>
    %v4861 = stablehlo.subtract %v1208, %v4860 : tensor<576xf32>
    %v4862 = stablehlo.transpose %v2369, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4863 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4864 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4865 = stablehlo.multiply %v4153, %v4864 : tensor<192x192xf32>
    %v4866 = stablehlo.add %v4865, %v4862 : tensor<192x192xf32>
    %v4867 = stablehlo.multiply %v4863, %v4866 : tensor<192x192xf32>
    %v4868 = stablehlo.subtract %v1233, %v4867 : tensor<192x192xf32>
    %v4869 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4870 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4871 = stablehlo.multiply %v4154, %v4870 : tensor<192xf32>
    %v4872 = stablehlo.add %v4871, %v2370 : tensor<192xf32>
    %v4873 = stablehlo.multiply %v4869, %v4872 : tensor<192xf32>
    %v4874 = stablehlo.subtract %v1235, %v4873 : tensor<192xf32>
    %v4875 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4876 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4877 = stablehlo.multiply %v4155, %v4876 : tensor<192xf32>
    %v4878 = stablehlo.add %v4877, %v2340 : tensor<192xf32>
    %v4879 = stablehlo.multiply %v4875, %v4878 : tensor<192xf32>
    %v4880 = stablehlo.subtract %v1240, %v4879 : tensor<192xf32>
    %v4881 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4882 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4883 = stablehlo.multiply %v4156, %v4882 : tensor<192xf32>
    %v4884 = stablehlo.add %v4883, %v2336 : tensor<192xf32>
    %v4885 = stablehlo.multiply %v4881, %v4884 : tensor<192xf32>
    %v4886 = stablehlo.subtract %v1241, %v4885 : tensor<192xf32>
    %v4887 = stablehlo.transpose %v2334, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4888 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4889 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4890 = stablehlo.multiply %v4157, %v4889 : tensor<768x192xf32>
    %v4891 = stablehlo.add %v4890, %v4887 : tensor<768x192xf32>
    %v4892 = stablehlo.multiply %v4888, %v4891 : tensor<768x192xf32>
    %v4893 = stablehlo.subtract %v1260, %v4892 : tensor<768x192xf32>
    %v4894 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4895 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4896 = stablehlo.multiply %v4158, %v4895 : tensor<768xf32>
    %v4897 = stablehlo.add %v4896, %v2335 : tensor<768xf32>
    %v4898 = stablehlo.multiply %v4894, %v4897 : tensor<768xf32>
    %v4899 = stablehlo.subtract %v1262, %v4898 : tensor<768xf32>
    %v4900 = stablehlo.transpose %v2315, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4901 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4902 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4903 = stablehlo.multiply %v4159, %v4902 : tensor<192x768xf32>
    %v4904 = stablehlo.add %v4903, %v4900 : tensor<192x768xf32>
    %v4905 = stablehlo.multiply %v4901, %v4904 : tensor<192x768xf32>
    %v4906 = stablehlo.subtract %v1263, %v4905 : tensor<192x768xf32>
    %v4907 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4908 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4909 = stablehlo.multiply %v4160, %v4908 : tensor<192xf32>
    %v4910 = stablehlo.add %v4909, %v2316 : tensor<192xf32>
    %v4911 = stablehlo.multiply %v4907, %v4910 : tensor<192xf32>
    %v4912 = stablehlo.subtract %v1265, %v4911 : tensor<192xf32>
    %v4913 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4914 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4915 = stablehlo.multiply %v4161, %v4914 : tensor<192xf32>
    %v4916 = stablehlo.add %v4915, %v2286 : tensor<192xf32>
    %v4917 = stablehlo.multiply %v4913, %v4916 : tensor<192xf32>
    %v4918 = stablehlo.subtract %v1281, %v4917 : tensor<192xf32>
    %v4919 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4920 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4921 = stablehlo.multiply %v4162, %v4920 : tensor<192xf32>
    %v4922 = stablehlo.add %v4921, %v2282 : tensor<192xf32>
    %v4923 = stablehlo.multiply %v4919, %v4922 : tensor<192xf32>
    %v4924 = stablehlo.subtract %v1282, %v4923 : tensor<192xf32>
    %v4925 = stablehlo.transpose %v2280, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v4926 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v4927 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v4928 = stablehlo.multiply %v4163, %v4927 : tensor<576x192xf32>
    %v4929 = stablehlo.add %v4928, %v4925 : tensor<576x192xf32>
    %v4930 = stablehlo.multiply %v4926, %v4929 : tensor<576x192xf32>
    %v4931 = stablehlo.subtract %v1301, %v4930 : tensor<576x192xf32>
    %v4932 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v4933 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v4934 = stablehlo.multiply %v4164, %v4933 : tensor<576xf32>
    %v4935 = stablehlo.add %v4934, %v2281 : tensor<576xf32>
    %v4936 = stablehlo.multiply %v4932, %v4935 : tensor<576xf32>
    %v4937 = stablehlo.subtract %v1303, %v4936 : tensor<576xf32>
    %v4938 = stablehlo.transpose %v2240, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v4939 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v4940 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v4941 = stablehlo.multiply %v4165, %v4940 : tensor<192x192xf32>
    %v4942 = stablehlo.add %v4941, %v4938 : tensor<192x192xf32>
    %v4943 = stablehlo.multiply %v4939, %v4942 : tensor<192x192xf32>
    %v4944 = stablehlo.subtract %v1328, %v4943 : tensor<192x192xf32>
    %v4945 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4946 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4947 = stablehlo.multiply %v4166, %v4946 : tensor<192xf32>
    %v4948 = stablehlo.add %v4947, %v2241 : tensor<192xf32>
    %v4949 = stablehlo.multiply %v4945, %v4948 : tensor<192xf32>
    %v4950 = stablehlo.subtract %v1330, %v4949 : tensor<192xf32>
    %v4951 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4952 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4953 = stablehlo.multiply %v4167, %v4952 : tensor<192xf32>
    %v4954 = stablehlo.add %v4953, %v2211 : tensor<192xf32>
    %v4955 = stablehlo.multiply %v4951, %v4954 : tensor<192xf32>
    %v4956 = stablehlo.subtract %v1335, %v4955 : tensor<192xf32>
    %v4957 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4958 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4959 = stablehlo.multiply %v4168, %v4958 : tensor<192xf32>
    %v4960 = stablehlo.add %v4959, %v2207 : tensor<192xf32>
    %v4961 = stablehlo.multiply %v4957, %v4960 : tensor<192xf32>
    %v4962 = stablehlo.subtract %v1336, %v4961 : tensor<192xf32>
    %v4963 = stablehlo.transpose %v2205, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v4964 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v4965 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v4966 = stablehlo.multiply %v4169, %v4965 : tensor<768x192xf32>
    %v4967 = stablehlo.add %v4966, %v4963 : tensor<768x192xf32>
    %v4968 = stablehlo.multiply %v4964, %v4967 : tensor<768x192xf32>
    %v4969 = stablehlo.subtract %v1355, %v4968 : tensor<768x192xf32>
    %v4970 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v4971 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v4972 = stablehlo.multiply %v4170, %v4971 : tensor<768xf32>
    %v4973 = stablehlo.add %v4972, %v2206 : tensor<768xf32>
    %v4974 = stablehlo.multiply %v4970, %v4973 : tensor<768xf32>
    %v4975 = stablehlo.subtract %v1357, %v4974 : tensor<768xf32>
    %v4976 = stablehlo.transpose %v2186, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v4977 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v4978 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v4979 = stablehlo.multiply %v4171, %v4978 : tensor<192x768xf32>
    %v4980 = stablehlo.add %v4979, %v4976 : tensor<192x768xf32>
    %v4981 = stablehlo.multiply %v4977, %v4980 : tensor<192x768xf32>
    %v4982 = stablehlo.subtract %v1358, %v4981 : tensor<192x768xf32>
    %v4983 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4984 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4985 = stablehlo.multiply %v4172, %v4984 : tensor<192xf32>
    %v4986 = stablehlo.add %v4985, %v2187 : tensor<192xf32>
    %v4987 = stablehlo.multiply %v4983, %v4986 : tensor<192xf32>
    %v4988 = stablehlo.subtract %v1360, %v4987 : tensor<192xf32>
    %v4989 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4990 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4991 = stablehlo.multiply %v4173, %v4990 : tensor<192xf32>
    %v4992 = stablehlo.add %v4991, %v2157 : tensor<192xf32>
    %v4993 = stablehlo.multiply %v4989, %v4992 : tensor<192xf32>
    %v4994 = stablehlo.subtract %v1376, %v4993 : tensor<192xf32>
    %v4995 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v4996 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v4997 = stablehlo.multiply %v4174, %v4996 : tensor<192xf32>
    %v4998 = stablehlo.add %v4997, %v2153 : tensor<192xf32>
    %v4999 = stablehlo.multiply %v4995, %v4998 : tensor<192xf32>
    %v5000 = stablehlo.subtract %v1377, %v4999 : tensor<192xf32>
    %v5001 = stablehlo.transpose %v2151, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5002 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5003 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5004 = stablehlo.multiply %v4175, %v5003 : tensor<576x192xf32>
    %v5005 = stablehlo.add %v5004, %v5001 : tensor<576x192xf32>
    %v5006 = stablehlo.multiply %v5002, %v5005 : tensor<576x192xf32>
    %v5007 = stablehlo.subtract %v1396, %v5006 : tensor<576x192xf32>
    %v5008 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5009 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5010 = stablehlo.multiply %v4176, %v5009 : tensor<576xf32>
    %v5011 = stablehlo.add %v5010, %v2152 : tensor<576xf32>
    %v5012 = stablehlo.multiply %v5008, %v5011 : tensor<576xf32>
    %v5013 = stablehlo.subtract %v1398, %v5012 : tensor<576xf32>
    %v5014 = stablehlo.transpose %v2111, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5015 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5016 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5017 = stablehlo.multiply %v4177, %v5016 : tensor<192x192xf32>
    %v5018 = stablehlo.add %v5017, %v5014 : tensor<192x192xf32>
    %v5019 = stablehlo.multiply %v5015, %v5018 : tensor<192x192xf32>
    %v5020 = stablehlo.subtract %v1423, %v5019 : tensor<192x192xf32>
    %v5021 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5022 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5023 = stablehlo.multiply %v4178, %v5022 : tensor<192xf32>
    %v5024 = stablehlo.add %v5023, %v2112 : tensor<192xf32>
    %v5025 = stablehlo.multiply %v5021, %v5024 : tensor<192xf32>
    %v5026 = stablehlo.subtract %v1425, %v5025 : tensor<192xf32>
    %v5027 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5028 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5029 = stablehlo.multiply %v4179, %v5028 : tensor<192xf32>
    %v5030 = stablehlo.add %v5029, %v2082 : tensor<192xf32>
    %v5031 = stablehlo.multiply %v5027, %v5030 : tensor<192xf32>
    %v5032 = stablehlo.subtract %v1430, %v5031 : tensor<192xf32>
    %v5033 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5034 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5035 = stablehlo.multiply %v4180, %v5034 : tensor<192xf32>
    %v5036 = stablehlo.add %v5035, %v2078 : tensor<192xf32>
    %v5037 = stablehlo.multiply %v5033, %v5036 : tensor<192xf32>
    %v5038 = stablehlo.subtract %v1431, %v5037 : tensor<192xf32>
    %v5039 = stablehlo.transpose %v2076, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5040 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5041 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5042 = stablehlo.multiply %v4181, %v5041 : tensor<768x192xf32>
    %v5043 = stablehlo.add %v5042, %v5039 : tensor<768x192xf32>
    %v5044 = stablehlo.multiply %v5040, %v5043 : tensor<768x192xf32>
    %v5045 = stablehlo.subtract %v1450, %v5044 : tensor<768x192xf32>
    %v5046 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5047 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5048 = stablehlo.multiply %v4182, %v5047 : tensor<768xf32>
    %v5049 = stablehlo.add %v5048, %v2077 : tensor<768xf32>
    %v5050 = stablehlo.multiply %v5046, %v5049 : tensor<768xf32>
    %v5051 = stablehlo.subtract %v1452, %v5050 : tensor<768xf32>
    %v5052 = stablehlo.transpose %v2057, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5053 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5054 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5055 = stablehlo.multiply %v4183, %v5054 : tensor<192x768xf32>
    %v5056 = stablehlo.add %v5055, %v5052 : tensor<192x768xf32>
    %v5057 = stablehlo.multiply %v5053, %v5056 : tensor<192x768xf32>
    %v5058 = stablehlo.subtract %v1453, %v5057 : tensor<192x768xf32>
    %v5059 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5060 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5061 = stablehlo.multiply %v4184, %v5060 : tensor<192xf32>
    %v5062 = stablehlo.add %v5061, %v2058 : tensor<192xf32>
    %v5063 = stablehlo.multiply %v5059, %v5062 : tensor<192xf32>
    %v5064 = stablehlo.subtract %v1455, %v5063 : tensor<192xf32>
    %v5065 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5066 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5067 = stablehlo.multiply %v4185, %v5066 : tensor<192xf32>
    %v5068 = stablehlo.add %v5067, %v2028 : tensor<192xf32>
    %v5069 = stablehlo.multiply %v5065, %v5068 : tensor<192xf32>
    %v5070 = stablehlo.subtract %v1471, %v5069 : tensor<192xf32>
    %v5071 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5072 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5073 = stablehlo.multiply %v4186, %v5072 : tensor<192xf32>
    %v5074 = stablehlo.add %v5073, %v2024 : tensor<192xf32>
    %v5075 = stablehlo.multiply %v5071, %v5074 : tensor<192xf32>
    %v5076 = stablehlo.subtract %v1472, %v5075 : tensor<192xf32>
    %v5077 = stablehlo.transpose %v2022, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v5078 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v5079 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v5080 = stablehlo.multiply %v4187, %v5079 : tensor<576x192xf32>
    %v5081 = stablehlo.add %v5080, %v5077 : tensor<576x192xf32>
    %v5082 = stablehlo.multiply %v5078, %v5081 : tensor<576x192xf32>
    %v5083 = stablehlo.subtract %v1491, %v5082 : tensor<576x192xf32>
    %v5084 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v5085 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v5086 = stablehlo.multiply %v4188, %v5085 : tensor<576xf32>
    %v5087 = stablehlo.add %v5086, %v2023 : tensor<576xf32>
    %v5088 = stablehlo.multiply %v5084, %v5087 : tensor<576xf32>
    %v5089 = stablehlo.subtract %v1493, %v5088 : tensor<576xf32>
    %v5090 = stablehlo.transpose %v1982, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v5091 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v5092 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v5093 = stablehlo.multiply %v4189, %v5092 : tensor<192x192xf32>
    %v5094 = stablehlo.add %v5093, %v5090 : tensor<192x192xf32>
    %v5095 = stablehlo.multiply %v5091, %v5094 : tensor<192x192xf32>
    %v5096 = stablehlo.subtract %v1518, %v5095 : tensor<192x192xf32>
    %v5097 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5098 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5099 = stablehlo.multiply %v4190, %v5098 : tensor<192xf32>
    %v5100 = stablehlo.add %v5099, %v1983 : tensor<192xf32>
    %v5101 = stablehlo.multiply %v5097, %v5100 : tensor<192xf32>
    %v5102 = stablehlo.subtract %v1520, %v5101 : tensor<192xf32>
    %v5103 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5104 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5105 = stablehlo.multiply %v4191, %v5104 : tensor<192xf32>
    %v5106 = stablehlo.add %v5105, %v1953 : tensor<192xf32>
    %v5107 = stablehlo.multiply %v5103, %v5106 : tensor<192xf32>
    %v5108 = stablehlo.subtract %v1525, %v5107 : tensor<192xf32>
    %v5109 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5110 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5111 = stablehlo.multiply %v4192, %v5110 : tensor<192xf32>
    %v5112 = stablehlo.add %v5111, %v1949 : tensor<192xf32>
    %v5113 = stablehlo.multiply %v5109, %v5112 : tensor<192xf32>
    %v5114 = stablehlo.subtract %v1526, %v5113 : tensor<192xf32>
    %v5115 = stablehlo.transpose %v1947, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v5116 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v5117 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v5118 = stablehlo.multiply %v4193, %v5117 : tensor<768x192xf32>
    %v5119 = stablehlo.add %v5118, %v5115 : tensor<768x192xf32>
    %v5120 = stablehlo.multiply %v5116, %v5119 : tensor<768x192xf32>
    %v5121 = stablehlo.subtract %v1545, %v5120 : tensor<768x192xf32>
    %v5122 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v5123 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v5124 = stablehlo.multiply %v4194, %v5123 : tensor<768xf32>
    %v5125 = stablehlo.add %v5124, %v1948 : tensor<768xf32>
    %v5126 = stablehlo.multiply %v5122, %v5125 : tensor<768xf32>
    %v5127 = stablehlo.subtract %v1547, %v5126 : tensor<768xf32>
    %v5128 = stablehlo.transpose %v1928, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v5129 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v5130 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v5131 = stablehlo.multiply %v4195, %v5130 : tensor<192x768xf32>
    %v5132 = stablehlo.add %v5131, %v5128 : tensor<192x768xf32>
    %v5133 = stablehlo.multiply %v5129, %v5132 : tensor<192x768xf32>
    %v5134 = stablehlo.subtract %v1548, %v5133 : tensor<192x768xf32>
    %v5135 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5136 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5137 = stablehlo.multiply %v4196, %v5136 : tensor<192xf32>
    %v5138 = stablehlo.add %v5137, %v1929 : tensor<192xf32>
    %v5139 = stablehlo.multiply %v5135, %v5138 : tensor<192xf32>
    %v5140 = stablehlo.subtract %v1550, %v5139 : tensor<192xf32>
    %v5141 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5142 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5143 = stablehlo.multiply %v4197, %v5142 : tensor<192xf32>
    %v5144 = stablehlo.add %v5143, %v1900 : tensor<192xf32>
    %v5145 = stablehlo.multiply %v5141, %v5144 : tensor<192xf32>
    %v5146 = stablehlo.subtract %v1566, %v5145 : tensor<192xf32>
    %v5147 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v5148 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v5149 = stablehlo.multiply %v4198, %v5148 : tensor<192xf32>
    %v5150 = stablehlo.add %v5149, %v1896 : tensor<192xf32>
    %v5151 = stablehlo.multiply %v5147, %v5150 : tensor<192xf32>
    %v5152 = stablehlo.subtract %v1567, %v5151 : tensor<192xf32>
    %v5153 = stablehlo.transpose %v1763, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %v5154 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %v5155 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %v5156 = stablehlo.multiply %v4199, %v5155 : tensor<10x192xf32>
    %v5157 = stablehlo.add %v5156, %v5153 : tensor<10x192xf32>
    %v5158 = stablehlo.multiply %v5154, %v5157 : tensor<10x192xf32>
    %v5159 = stablehlo.subtract %v1717, %v5158 : tensor<10x192xf32>
    %v5160 = stablehlo.broadcast_in_dim %v4201, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %v5161 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %v5162 = stablehlo.multiply %v4200, %v5161 : tensor<10xf32>
    %v5163 = stablehlo.add %v5162, %v1764 : tensor<10xf32>
    %v5164 = stablehlo.multiply %v5160, %v5163 : tensor<10xf32>
    %v5165 = stablehlo.subtract %v1719, %v5164 : tensor<10xf32>
    return %v4208, %v4214, %v4221, %v4228, %v4234, %v4240, %v4247, %v4253, %v4260, %v4266, %v4272, %v4278, %v4285, %v4291, %v4298, %v4304, %v4310, %v4316, %v4323, %v4329, %v4336, %v4342, %v4348, %v4354, %v4361, %v4367, %v4374, %v4380, %v4386, %v4392, %v4399, %v4405, %v4412, %v4418, %v4424, %v4430, %v4437, %v4443, %v4450, %v4456, %v4462, %v4468, %v4475, %v4481, %v4488, %v4494, %v4500, %v4506, %v4513, %v4519, %v4526, %v4532, %v4538, %v4544, %v4551, %v4557, %v4564, %v4570, %v4576, %v4582, %v4589, %v4595, %v4602, %v4608, %v4614, %v4620, %v4627, %v4633, %v4640, %v4646, %v4652, %v4658, %v4665, %v4671, %v4678, %v4684, %v4690, %v4696, %v4703, %v4709, %v4716, %v4722, %v4728, %v4734, %v4741, %v4747, %v4754, %v4760, %v4766, %v4772, %v4779, %v4785, %v4792, %v4798, %v4804, %v4810, %v4817, %v4823, %v4830, %v4836, %v4842, %v4848, %v4855, %v4861, %v4868, %v4874, %v4880, %v4886, %v4893, %v4899, %v4906, %v4912, %v4918, %v4924, %v4931, %v4937, %v4944, %v4950, %v4956, %v4962, %v4969, %v4975, %v4982, %v4988, %v4994, %v5000, %v5007, %v5013, %v5020, %v5026, %v5032, %v5038, %v5045, %v5051, %v5058, %v5064, %v5070, %v5076, %v5083, %v5089, %v5096, %v5102, %v5108, %v5114, %v5121, %v5127, %v5134, %v5140, %v5146, %v5152, %v5159, %v5165, %v4206, %v4212, %v4219, %v4226, %v4232, %v4238, %v4245, %v4251, %v4258, %v4264, %v4270, %v4276, %v4283, %v4289, %v4296, %v4302, %v4308, %v4314, %v4321, %v4327, %v4334, %v4340, %v4346, %v4352, %v4359, %v4365, %v4372, %v4378, %v4384, %v4390, %v4397, %v4403, %v4410, %v4416, %v4422, %v4428, %v4435, %v4441, %v4448, %v4454, %v4460, %v4466, %v4473, %v4479, %v4486, %v4492, %v4498, %v4504, %v4511, %v4517, %v4524, %v4530, %v4536, %v4542, %v4549, %v4555, %v4562, %v4568, %v4574, %v4580, %v4587, %v4593, %v4600, %v4606, %v4612, %v4618, %v4625, %v4631, %v4638, %v4644, %v4650, %v4656, %v4663, %v4669, %v4676, %v4682, %v4688, %v4694, %v4701, %v4707, %v4714, %v4720, %v4726, %v4732, %v4739, %v4745, %v4752, %v4758, %v4764, %v4770, %v4777, %v4783, %v4790, %v4796, %v4802, %v4808, %v4815, %v4821, %v4828, %v4834, %v4840, %v4846, %v4853, %v4859, %v4866, %v4872, %v4878, %v4884, %v4891, %v4897, %v4904, %v4910, %v4916, %v4922, %v4929, %v4935, %v4942, %v4948, %v4954, %v4960, %v4967, %v4973, %v4980, %v4986, %v4992, %v4998, %v5005, %v5011, %v5018, %v5024, %v5030, %v5036, %v5043, %v5049, %v5056, %v5062, %v5068, %v5074, %v5081, %v5087, %v5094, %v5100, %v5106, %v5112, %v5119, %v5125, %v5132, %v5138, %v5144, %v5150, %v5157, %v5163, %v1742 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
