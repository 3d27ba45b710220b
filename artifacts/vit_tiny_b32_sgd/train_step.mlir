module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v364: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v365: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v366: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v368: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v369: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v371: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v372: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v373: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v374: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v376: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v377: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v379: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v455: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v456: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v457: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v459: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v460: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v462: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v463: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v464: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v465: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v467: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v468: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v470: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v540: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v541: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v542: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v544: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v545: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v547: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v548: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v549: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v550: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v552: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v553: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v555: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v625: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v626: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v627: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v629: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v630: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v632: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v633: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v634: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v635: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v637: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v638: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v640: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v710: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v711: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v712: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v714: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v715: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v717: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v718: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v719: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v720: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v722: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v723: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v725: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v795: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v796: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v797: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v799: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v800: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v802: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v803: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v804: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v805: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v807: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v808: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v810: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v880: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v881: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v882: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v884: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v885: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v887: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v888: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v889: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v890: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v892: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v893: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v895: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v965: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v966: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v967: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v969: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v970: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v972: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v973: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v974: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v975: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v977: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v978: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v980: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1050: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1051: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1052: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1054: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1055: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1057: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1058: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1059: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1060: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1062: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1063: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1065: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1135: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1136: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1137: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1139: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1140: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1142: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1143: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1144: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1145: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1147: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1148: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1150: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1220: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1221: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1222: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1224: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1225: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1227: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1228: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1229: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1230: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1232: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1233: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1235: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1305: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1306: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1307: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1309: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1310: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1312: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1313: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1314: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1315: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1317: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1318: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1320: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1390: tensor<192xf32> {vjp.name = "norm.weight"}, %v1391: tensor<192xf32> {vjp.name = "norm.bias"}, %v1538: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1540: tensor<10xf32> {vjp.name = "head.bias"}, %v1544: tensor<32xf32> {vjp.name = "labels"}, %v3035: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %v3036: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %v3037: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %v3038: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %v3039: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %v3040: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %v3041: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %v3042: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %v3043: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %v3044: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %v3045: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %v3046: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %v3047: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %v3048: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %v3049: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %v3050: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %v3051: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %v3052: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %v3053: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %v3054: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %v3055: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %v3056: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %v3057: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %v3058: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %v3059: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %v3060: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %v3061: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %v3062: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %v3063: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %v3064: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %v3065: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %v3066: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %v3067: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %v3068: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %v3069: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %v3070: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %v3071: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %v3072: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %v3073: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %v3074: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %v3075: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %v3076: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %v3077: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %v3078: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %v3079: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %v3080: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %v3081: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %v3082: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %v3083: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %v3084: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %v3085: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %v3086: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %v3087: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %v3088: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %v3089: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %v3090: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %v3091: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %v3092: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %v3093: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %v3094: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %v3095: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %v3096: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %v3097: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %v3098: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %v3099: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %v3100: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %v3101: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %v3102: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %v3103: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %v3104: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %v3105: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %v3106: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %v3107: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %v3108: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %v3109: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %v3110: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %v3111: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %v3112: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %v3113: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %v3114: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %v3115: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %v3116: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %v3117: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %v3118: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %v3119: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %v3120: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %v3121: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %v3122: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %v3123: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %v3124: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %v3125: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %v3126: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %v3127: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %v3128: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %v3129: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %v3130: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %v3131: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %v3132: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %v3133: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %v3134: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %v3135: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %v3136: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %v3137: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %v3138: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %v3139: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %v3140: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %v3141: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %v3142: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %v3143: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %v3144: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %v3145: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %v3146: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %v3147: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %v3148: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %v3149: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %v3150: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %v3151: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %v3152: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %v3153: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %v3154: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %v3155: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %v3156: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %v3157: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %v3158: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %v3159: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %v3160: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %v3161: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %v3162: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %v3163: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %v3164: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %v3165: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %v3166: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %v3167: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %v3168: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %v3169: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %v3170: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %v3171: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %v3172: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %v3173: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %v3174: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %v3175: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %v3176: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %v3177: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %v3178: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %v3179: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %v3180: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %v3181: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %v3182: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %v3183: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %v3184: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %v3185: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %v3186: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %v3187: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
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
    %v27 = stablehlo.add %v26, %v10 : tensor<196x192xf32>
    %c3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v28 = "stablehlo.pad"(%v27, %c3) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v29 = stablehlo.add %v28, %v17 : tensor<197x192xf32>
    %v30 = stablehlo.add %v29, %v15 : tensor<197x192xf32>
    %v31 = stablehlo.reshape %v30 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v32 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 2, 0, 0, 0>, limit_indices = array<i64: 3, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v33 = stablehlo.reshape %v32 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v34 = stablehlo.reshape %v33 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v35 = stablehlo.transpose %v34, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v36 = stablehlo.reshape %v35 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v37 = stablehlo.dot_general %v36, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v38 = stablehlo.add %v37, %v10 : tensor<196x192xf32>
    %c4 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v39 = "stablehlo.pad"(%v38, %c4) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v40 = stablehlo.add %v39, %v17 : tensor<197x192xf32>
    %v41 = stablehlo.add %v40, %v15 : tensor<197x192xf32>
    %v42 = stablehlo.reshape %v41 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v43 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 3, 0, 0, 0>, limit_indices = array<i64: 4, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v44 = stablehlo.reshape %v43 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v45 = stablehlo.reshape %v44 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v46 = stablehlo.transpose %v45, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v47 = stablehlo.reshape %v46 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v48 = stablehlo.dot_general %v47, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v49 = stablehlo.add %v48, %v10 : tensor<196x192xf32>
    %c5 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v50 = "stablehlo.pad"(%v49, %c5) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v51 = stablehlo.add %v50, %v17 : tensor<197x192xf32>
    %v52 = stablehlo.add %v51, %v15 : tensor<197x192xf32>
    %v53 = stablehlo.reshape %v52 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v54 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 5, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v55 = stablehlo.reshape %v54 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v56 = stablehlo.reshape %v55 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v57 = stablehlo.transpose %v56, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v58 = stablehlo.reshape %v57 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v59 = stablehlo.dot_general %v58, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v60 = stablehlo.add %v59, %v10 : tensor<196x192xf32>
    %c6 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v61 = "stablehlo.pad"(%v60, %c6) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v62 = stablehlo.add %v61, %v17 : tensor<197x192xf32>
    %v63 = stablehlo.add %v62, %v15 : tensor<197x192xf32>
    %v64 = stablehlo.reshape %v63 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v65 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 5, 0, 0, 0>, limit_indices = array<i64: 6, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v66 = stablehlo.reshape %v65 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v67 = stablehlo.reshape %v66 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v68 = stablehlo.transpose %v67, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v69 = stablehlo.reshape %v68 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v70 = stablehlo.dot_general %v69, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v71 = stablehlo.add %v70, %v10 : tensor<196x192xf32>
    %c7 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v72 = "stablehlo.pad"(%v71, %c7) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v73 = stablehlo.add %v72, %v17 : tensor<197x192xf32>
    %v74 = stablehlo.add %v73, %v15 : tensor<197x192xf32>
    %v75 = stablehlo.reshape %v74 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v76 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 6, 0, 0, 0>, limit_indices = array<i64: 7, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v77 = stablehlo.reshape %v76 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v78 = stablehlo.reshape %v77 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v79 = stablehlo.transpose %v78, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v80 = stablehlo.reshape %v79 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v81 = stablehlo.dot_general %v80, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v82 = stablehlo.add %v81, %v10 : tensor<196x192xf32>
    %c8 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v83 = "stablehlo.pad"(%v82, %c8) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v84 = stablehlo.add %v83, %v17 : tensor<197x192xf32>
    %v85 = stablehlo.add %v84, %v15 : tensor<197x192xf32>
    %v86 = stablehlo.reshape %v85 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v87 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 7, 0, 0, 0>, limit_indices = array<i64: 8, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v88 = stablehlo.reshape %v87 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v89 = stablehlo.reshape %v88 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v90 = stablehlo.transpose %v89, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v91 = stablehlo.reshape %v90 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v92 = stablehlo.dot_general %v91, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v93 = stablehlo.add %v92, %v10 : tensor<196x192xf32>
    %c9 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.pad"(%v93, %c9) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v95 = stablehlo.add %v94, %v17 : tensor<197x192xf32>
    %v96 = stablehlo.add %v95, %v15 : tensor<197x192xf32>
    %v97 = stablehlo.reshape %v96 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v98 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 9, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v99 = stablehlo.reshape %v98 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v100 = stablehlo.reshape %v99 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v101 = stablehlo.transpose %v100, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v102 = stablehlo.reshape %v101 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v103 = stablehlo.dot_general %v102, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v104 = stablehlo.add %v103, %v10 : tensor<196x192xf32>
    %c10 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.pad"(%v104, %c10) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v106 = stablehlo.add %v105, %v17 : tensor<197x192xf32>
    %v107 = stablehlo.add %v106, %v15 : tensor<197x192xf32>
    %v108 = stablehlo.reshape %v107 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v109 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 9, 0, 0, 0>, limit_indices = array<i64: 10, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v110 = stablehlo.reshape %v109 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v111 = stablehlo.reshape %v110 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v112 = stablehlo.transpose %v111, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v113 = stablehlo.reshape %v112 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v114 = stablehlo.dot_general %v113, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v115 = stablehlo.add %v114, %v10 : tensor<196x192xf32>
    %c11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v116 = "stablehlo.pad"(%v115, %c11) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v117 = stablehlo.add %v116, %v17 : tensor<197x192xf32>
    %v118 = stablehlo.add %v117, %v15 : tensor<197x192xf32>
    %v119 = stablehlo.reshape %v118 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v120 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 10, 0, 0, 0>, limit_indices = array<i64: 11, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v121 = stablehlo.reshape %v120 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v122 = stablehlo.reshape %v121 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v123 = stablehlo.transpose %v122, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v124 = stablehlo.reshape %v123 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v125 = stablehlo.dot_general %v124, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v126 = stablehlo.add %v125, %v10 : tensor<196x192xf32>
    %c12 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v127 = "stablehlo.pad"(%v126, %c12) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v128 = stablehlo.add %v127, %v17 : tensor<197x192xf32>
    %v129 = stablehlo.add %v128, %v15 : tensor<197x192xf32>
    %v130 = stablehlo.reshape %v129 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v131 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 11, 0, 0, 0>, limit_indices = array<i64: 12, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v132 = stablehlo.reshape %v131 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v133 = stablehlo.reshape %v132 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v134 = stablehlo.transpose %v133, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v135 = stablehlo.reshape %v134 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v136 = stablehlo.dot_general %v135, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v137 = stablehlo.add %v136, %v10 : tensor<196x192xf32>
    %c13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v138 = "stablehlo.pad"(%v137, %c13) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v139 = stablehlo.add %v138, %v17 : tensor<197x192xf32>
    %v140 = stablehlo.add %v139, %v15 : tensor<197x192xf32>
    %v141 = stablehlo.reshape %v140 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v142 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 13, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v143 = stablehlo.reshape %v142 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v144 = stablehlo.reshape %v143 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v145 = stablehlo.transpose %v144, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v146 = stablehlo.reshape %v145 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v147 = stablehlo.dot_general %v146, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v148 = stablehlo.add %v147, %v10 : tensor<196x192xf32>
    %c14 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v149 = "stablehlo.pad"(%v148, %c14) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v150 = stablehlo.add %v149, %v17 : tensor<197x192xf32>
    %v151 = stablehlo.add %v150, %v15 : tensor<197x192xf32>
    %v152 = stablehlo.reshape %v151 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v153 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 13, 0, 0, 0>, limit_indices = array<i64: 14, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v154 = stablehlo.reshape %v153 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v155 = stablehlo.reshape %v154 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v156 = stablehlo.transpose %v155, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v157 = stablehlo.reshape %v156 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v158 = stablehlo.dot_general %v157, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v159 = stablehlo.add %v158, %v10 : tensor<196x192xf32>
    %c15 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.pad"(%v159, %c15) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v161 = stablehlo.add %v160, %v17 : tensor<197x192xf32>
    %v162 = stablehlo.add %v161, %v15 : tensor<197x192xf32>
    %v163 = stablehlo.reshape %v162 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v164 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 14, 0, 0, 0>, limit_indices = array<i64: 15, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v165 = stablehlo.reshape %v164 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v166 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v167 = stablehlo.transpose %v166, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v168 = stablehlo.reshape %v167 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v169 = stablehlo.dot_general %v168, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v170 = stablehlo.add %v169, %v10 : tensor<196x192xf32>
    %c16 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v171 = "stablehlo.pad"(%v170, %c16) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v172 = stablehlo.add %v171, %v17 : tensor<197x192xf32>
    %v173 = stablehlo.add %v172, %v15 : tensor<197x192xf32>
    %v174 = stablehlo.reshape %v173 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v175 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 15, 0, 0, 0>, limit_indices = array<i64: 16, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v176 = stablehlo.reshape %v175 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v177 = stablehlo.reshape %v176 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v178 = stablehlo.transpose %v177, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v179 = stablehlo.reshape %v178 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v180 = stablehlo.dot_general %v179, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v181 = stablehlo.add %v180, %v10 : tensor<196x192xf32>
    %c17 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v182 = "stablehlo.pad"(%v181, %c17) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v183 = stablehlo.add %v182, %v17 : tensor<197x192xf32>
    %v184 = stablehlo.add %v183, %v15 : tensor<197x192xf32>
    %v185 = stablehlo.reshape %v184 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v186 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 17, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v187 = stablehlo.reshape %v186 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v188 = stablehlo.reshape %v187 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v189 = stablehlo.transpose %v188, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v190 = stablehlo.reshape %v189 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v191 = stablehlo.dot_general %v190, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v192 = stablehlo.add %v191, %v10 : tensor<196x192xf32>
    %c18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v193 = "stablehlo.pad"(%v192, %c18) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v194 = stablehlo.add %v193, %v17 : tensor<197x192xf32>
    %v195 = stablehlo.add %v194, %v15 : tensor<197x192xf32>
    %v196 = stablehlo.reshape %v195 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v197 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 17, 0, 0, 0>, limit_indices = array<i64: 18, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v198 = stablehlo.reshape %v197 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v199 = stablehlo.reshape %v198 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v200 = stablehlo.transpose %v199, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v201 = stablehlo.reshape %v200 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v202 = stablehlo.dot_general %v201, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v203 = stablehlo.add %v202, %v10 : tensor<196x192xf32>
    %c19 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.pad"(%v203, %c19) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v205 = stablehlo.add %v204, %v17 : tensor<197x192xf32>
    %v206 = stablehlo.add %v205, %v15 : tensor<197x192xf32>
    %v207 = stablehlo.reshape %v206 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v208 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 18, 0, 0, 0>, limit_indices = array<i64: 19, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v209 = stablehlo.reshape %v208 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v210 = stablehlo.reshape %v209 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v211 = stablehlo.transpose %v210, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v212 = stablehlo.reshape %v211 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v213 = stablehlo.dot_general %v212, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v214 = stablehlo.add %v213, %v10 : tensor<196x192xf32>
    %c20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v215 = "stablehlo.pad"(%v214, %c20) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v216 = stablehlo.add %v215, %v17 : tensor<197x192xf32>
    %v217 = stablehlo.add %v216, %v15 : tensor<197x192xf32>
    %v218 = stablehlo.reshape %v217 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v219 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 19, 0, 0, 0>, limit_indices = array<i64: 20, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v220 = stablehlo.reshape %v219 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v221 = stablehlo.reshape %v220 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v222 = stablehlo.transpose %v221, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v223 = stablehlo.reshape %v222 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v224 = stablehlo.dot_general %v223, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v225 = stablehlo.add %v224, %v10 : tensor<196x192xf32>
    %c21 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v226 = "stablehlo.pad"(%v225, %c21) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v227 = stablehlo.add %v226, %v17 : tensor<197x192xf32>
    %v228 = stablehlo.add %v227, %v15 : tensor<197x192xf32>
    %v229 = stablehlo.reshape %v228 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v230 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 21, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v231 = stablehlo.reshape %v230 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v232 = stablehlo.reshape %v231 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v233 = stablehlo.transpose %v232, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v234 = stablehlo.reshape %v233 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v235 = stablehlo.dot_general %v234, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v236 = stablehlo.add %v235, %v10 : tensor<196x192xf32>
    %c22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v237 = "stablehlo.pad"(%v236, %c22) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v238 = stablehlo.add %v237, %v17 : tensor<197x192xf32>
    %v239 = stablehlo.add %v238, %v15 : tensor<197x192xf32>
    %v240 = stablehlo.reshape %v239 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v241 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 21, 0, 0, 0>, limit_indices = array<i64: 22, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v242 = stablehlo.reshape %v241 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v243 = stablehlo.reshape %v242 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v244 = stablehlo.transpose %v243, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v245 = stablehlo.reshape %v244 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v246 = stablehlo.dot_general %v245, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v247 = stablehlo.add %v246, %v10 : tensor<196x192xf32>
    %c23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v248 = "stablehlo.pad"(%v247, %c23) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v249 = stablehlo.add %v248, %v17 : tensor<197x192xf32>
    %v250 = stablehlo.add %v249, %v15 : tensor<197x192xf32>
    %v251 = stablehlo.reshape %v250 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v252 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 22, 0, 0, 0>, limit_indices = array<i64: 23, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v253 = stablehlo.reshape %v252 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v254 = stablehlo.reshape %v253 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v255 = stablehlo.transpose %v254, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v256 = stablehlo.reshape %v255 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v257 = stablehlo.dot_general %v256, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v258 = stablehlo.add %v257, %v10 : tensor<196x192xf32>
    %c24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v259 = "stablehlo.pad"(%v258, %c24) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v260 = stablehlo.add %v259, %v17 : tensor<197x192xf32>
    %v261 = stablehlo.add %v260, %v15 : tensor<197x192xf32>
    %v262 = stablehlo.reshape %v261 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v263 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 23, 0, 0, 0>, limit_indices = array<i64: 24, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v264 = stablehlo.reshape %v263 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v265 = stablehlo.reshape %v264 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v266 = stablehlo.transpose %v265, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v267 = stablehlo.reshape %v266 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v268 = stablehlo.dot_general %v267, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v269 = stablehlo.add %v268, %v10 : tensor<196x192xf32>
    %c25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v270 = "stablehlo.pad"(%v269, %c25) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v271 = stablehlo.add %v270, %v17 : tensor<197x192xf32>
    %v272 = stablehlo.add %v271, %v15 : tensor<197x192xf32>
    %v273 = stablehlo.reshape %v272 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v274 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 25, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v275 = stablehlo.reshape %v274 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v276 = stablehlo.reshape %v275 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v277 = stablehlo.transpose %v276, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v278 = stablehlo.reshape %v277 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v279 = stablehlo.dot_general %v278, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v280 = stablehlo.add %v279, %v10 : tensor<196x192xf32>
    %c26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v281 = "stablehlo.pad"(%v280, %c26) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v282 = stablehlo.add %v281, %v17 : tensor<197x192xf32>
    %v283 = stablehlo.add %v282, %v15 : tensor<197x192xf32>
    %v284 = stablehlo.reshape %v283 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v285 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 25, 0, 0, 0>, limit_indices = array<i64: 26, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v286 = stablehlo.reshape %v285 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v287 = stablehlo.reshape %v286 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v288 = stablehlo.transpose %v287, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v289 = stablehlo.reshape %v288 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v290 = stablehlo.dot_general %v289, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v291 = stablehlo.add %v290, %v10 : tensor<196x192xf32>
    %c27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v292 = "stablehlo.pad"(%v291, %c27) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v293 = stablehlo.add %v292, %v17 : tensor<197x192xf32>
    %v294 = stablehlo.add %v293, %v15 : tensor<197x192xf32>
    %v295 = stablehlo.reshape %v294 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v296 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 26, 0, 0, 0>, limit_indices = array<i64: 27, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v297 = stablehlo.reshape %v296 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v298 = stablehlo.reshape %v297 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v299 = stablehlo.transpose %v298, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v300 = stablehlo.reshape %v299 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v301 = stablehlo.dot_general %v300, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v302 = stablehlo.add %v301, %v10 : tensor<196x192xf32>
    %c28 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.pad"(%v302, %c28) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v304 = stablehlo.add %v303, %v17 : tensor<197x192xf32>
    %v305 = stablehlo.add %v304, %v15 : tensor<197x192xf32>
    %v306 = stablehlo.reshape %v305 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v307 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 27, 0, 0, 0>, limit_indices = array<i64: 28, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v308 = stablehlo.reshape %v307 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v309 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v310 = stablehlo.transpose %v309, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v311 = stablehlo.reshape %v310 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v312 = stablehlo.dot_general %v311, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v313 = stablehlo.add %v312, %v10 : tensor<196x192xf32>
    %c29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v314 = "stablehlo.pad"(%v313, %c29) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v315 = stablehlo.add %v314, %v17 : tensor<197x192xf32>
    %v316 = stablehlo.add %v315, %v15 : tensor<197x192xf32>
    %v317 = stablehlo.reshape %v316 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v318 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 29, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v319 = stablehlo.reshape %v318 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v320 = stablehlo.reshape %v319 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v321 = stablehlo.transpose %v320, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v322 = stablehlo.reshape %v321 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v323 = stablehlo.dot_general %v322, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v324 = stablehlo.add %v323, %v10 : tensor<196x192xf32>
    %c30 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.pad"(%v324, %c30) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v326 = stablehlo.add %v325, %v17 : tensor<197x192xf32>
    %v327 = stablehlo.add %v326, %v15 : tensor<197x192xf32>
    %v328 = stablehlo.reshape %v327 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v329 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 29, 0, 0, 0>, limit_indices = array<i64: 30, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v330 = stablehlo.reshape %v329 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v331 = stablehlo.reshape %v330 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v332 = stablehlo.transpose %v331, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v333 = stablehlo.reshape %v332 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v334 = stablehlo.dot_general %v333, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v335 = stablehlo.add %v334, %v10 : tensor<196x192xf32>
    %c31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v336 = "stablehlo.pad"(%v335, %c31) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v337 = stablehlo.add %v336, %v17 : tensor<197x192xf32>
    %v338 = stablehlo.add %v337, %v15 : tensor<197x192xf32>
    %v339 = stablehlo.reshape %v338 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v340 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 30, 0, 0, 0>, limit_indices = array<i64: 31, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v341 = stablehlo.reshape %v340 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v342 = stablehlo.reshape %v341 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v343 = stablehlo.transpose %v342, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v344 = stablehlo.reshape %v343 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v345 = stablehlo.dot_general %v344, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v346 = stablehlo.add %v345, %v10 : tensor<196x192xf32>
    %c32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v347 = "stablehlo.pad"(%v346, %c32) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v348 = stablehlo.add %v347, %v17 : tensor<197x192xf32>
    %v349 = stablehlo.add %v348, %v15 : tensor<197x192xf32>
    %v350 = stablehlo.reshape %v349 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v351 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 31, 0, 0, 0>, limit_indices = array<i64: 32, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v352 = stablehlo.reshape %v351 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v353 = stablehlo.reshape %v352 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v354 = stablehlo.transpose %v353, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v355 = stablehlo.reshape %v354 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v356 = stablehlo.dot_general %v355, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v357 = stablehlo.add %v356, %v10 : tensor<196x192xf32>
    %c33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v358 = "stablehlo.pad"(%v357, %c33) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v359 = stablehlo.add %v358, %v17 : tensor<197x192xf32>
    %v360 = stablehlo.add %v359, %v15 : tensor<197x192xf32>
    %v361 = stablehlo.reshape %v360 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v362 = stablehlo.concatenate %v20, %v31, %v42, %v53, %v64, %v75, %v86, %v97, %v108, %v119, %v130, %v141, %v152, %v163, %v174, %v185, %v196, %v207, %v218, %v229, %v240, %v251, %v262, %v273, %v284, %v295, %v306, %v317, %v328, %v339, %v350, %v361, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v363 = stablehlo.reshape %v362 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v367 = stablehlo.transpose %v366, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v370 = stablehlo.transpose %v369, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v375 = stablehlo.transpose %v374, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v378 = stablehlo.transpose %v377, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c34 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = stablehlo.reduce(%v363 init: %c34) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v381 = stablehlo.broadcast_in_dim %v380, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v382 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v383 = stablehlo.multiply %v381, %v382 : tensor<6304x192xf32>
    %v384 = stablehlo.subtract %v363, %v383 : tensor<6304x192xf32>
    %v385 = stablehlo.multiply %v384, %v384 : tensor<6304x192xf32>
    %c35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v386 = stablehlo.reduce(%v385 init: %c35) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v387 = stablehlo.broadcast_in_dim %v386, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v388 = stablehlo.multiply %v387, %v382 : tensor<6304x192xf32>
    %v389 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v390 = stablehlo.add %v388, %v389 : tensor<6304x192xf32>
    %v391 = stablehlo.rsqrt %v390 : tensor<6304x192xf32>
    %v392 = stablehlo.multiply %v384, %v391 : tensor<6304x192xf32>
    %v393 = stablehlo.broadcast_in_dim %v364, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v394 = stablehlo.multiply %v392, %v393 : tensor<6304x192xf32>
    %v395 = stablehlo.broadcast_in_dim %v365, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v396 = stablehlo.add %v394, %v395 : tensor<6304x192xf32>
    %v397 = stablehlo.dot_general %v396, %v367, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v398 = stablehlo.broadcast_in_dim %v368, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v399 = stablehlo.add %v397, %v398 : tensor<6304x576xf32>
    %v400 = stablehlo.reshape %v399 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v401 = stablehlo.transpose %v400, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v402 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v403 = stablehlo.reshape %v402 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v404 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v405 = stablehlo.reshape %v404 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v406 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v407 = stablehlo.reshape %v406 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v408 = stablehlo.dot_general %v403, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v409 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v410 = stablehlo.multiply %v408, %v409 : tensor<32x3x197x197xf32>
    %c36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v411 = stablehlo.reduce(%v410 init: %c36) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v412 = stablehlo.broadcast_in_dim %v411, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v413 = stablehlo.subtract %v410, %v412 : tensor<32x3x197x197xf32>
    %v414 = stablehlo.exponential %v413 : tensor<32x3x197x197xf32>
    %c37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v415 = stablehlo.reduce(%v414 init: %c37) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v416 = stablehlo.broadcast_in_dim %v415, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v417 = stablehlo.divide %v414, %v416 : tensor<32x3x197x197xf32>
    %v418 = stablehlo.dot_general %v417, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v419 = stablehlo.transpose %v418, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v420 = stablehlo.reshape %v419 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v421 = stablehlo.dot_general %v420, %v370, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v422 = stablehlo.broadcast_in_dim %v371, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v423 = stablehlo.add %v421, %v422 : tensor<6304x192xf32>
    %v424 = stablehlo.add %v363, %v423 : tensor<6304x192xf32>
    %c38 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v425 = stablehlo.reduce(%v424 init: %c38) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v426 = stablehlo.broadcast_in_dim %v425, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v427 = stablehlo.multiply %v426, %v382 : tensor<6304x192xf32>
    %v428 = stablehlo.subtract %v424, %v427 : tensor<6304x192xf32>
    %v429 = stablehlo.multiply %v428, %v428 : tensor<6304x192xf32>
    %c39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v430 = stablehlo.reduce(%v429 init: %c39) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v431 = stablehlo.broadcast_in_dim %v430, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v432 = stablehlo.multiply %v431, %v382 : tensor<6304x192xf32>
    %v433 = stablehlo.add %v432, %v389 : tensor<6304x192xf32>
    %v434 = stablehlo.rsqrt %v433 : tensor<6304x192xf32>
    %v435 = stablehlo.multiply %v428, %v434 : tensor<6304x192xf32>
    %v436 = stablehlo.broadcast_in_dim %v372, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v437 = stablehlo.multiply %v435, %v436 : tensor<6304x192xf32>
    %v438 = stablehlo.broadcast_in_dim %v373, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v439 = stablehlo.add %v437, %v438 : tensor<6304x192xf32>
    %v440 = stablehlo.dot_general %v439, %v375, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v441 = stablehlo.broadcast_in_dim %v376, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v442 = stablehlo.add %v440, %v441 : tensor<6304x768xf32>
    %v443 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v444 = stablehlo.multiply %v442, %v443 : tensor<6304x768xf32>
    %v445 = chlo.erf %v444 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v446 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v447 = stablehlo.add %v446, %v445 : tensor<6304x768xf32>
    %v448 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v449 = stablehlo.multiply %v447, %v448 : tensor<6304x768xf32>
    %v450 = stablehlo.multiply %v442, %v449 : tensor<6304x768xf32>
    %v451 = stablehlo.dot_general %v450, %v378, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v452 = stablehlo.broadcast_in_dim %v379, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v453 = stablehlo.add %v451, %v452 : tensor<6304x192xf32>
    %v454 = stablehlo.add %v424, %v453 : tensor<6304x192xf32>
    %v458 = stablehlo.transpose %v457, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v461 = stablehlo.transpose %v460, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v466 = stablehlo.transpose %v465, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v469 = stablehlo.transpose %v468, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v471 = stablehlo.reduce(%v454 init: %c40) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v472 = stablehlo.broadcast_in_dim %v471, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v473 = stablehlo.multiply %v472, %v382 : tensor<6304x192xf32>
    %v474 = stablehlo.subtract %v454, %v473 : tensor<6304x192xf32>
    %v475 = stablehlo.multiply %v474, %v474 : tensor<6304x192xf32>
    %c41 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v476 = stablehlo.reduce(%v475 init: %c41) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v477 = stablehlo.broadcast_in_dim %v476, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v478 = stablehlo.multiply %v477, %v382 : tensor<6304x192xf32>
    %v479 = stablehlo.add %v478, %v389 : tensor<6304x192xf32>
    %v480 = stablehlo.rsqrt %v479 : tensor<6304x192xf32>
    %v481 = stablehlo.multiply %v474, %v480 : tensor<6304x192xf32>
    %v482 = stablehlo.broadcast_in_dim %v455, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v483 = stablehlo.multiply %v481, %v482 : tensor<6304x192xf32>
    %v484 = stablehlo.broadcast_in_dim %v456, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v485 = stablehlo.add %v483, %v484 : tensor<6304x192xf32>
    %v486 = stablehlo.dot_general %v485, %v458, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v487 = stablehlo.broadcast_in_dim %v459, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v488 = stablehlo.add %v486, %v487 : tensor<6304x576xf32>
    %v489 = stablehlo.reshape %v488 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v490 = stablehlo.transpose %v489, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v491 = "stablehlo.slice"(%v490) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v492 = stablehlo.reshape %v491 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v493 = "stablehlo.slice"(%v490) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v494 = stablehlo.reshape %v493 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v495 = "stablehlo.slice"(%v490) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v496 = stablehlo.reshape %v495 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v497 = stablehlo.dot_general %v492, %v494, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v498 = stablehlo.multiply %v497, %v409 : tensor<32x3x197x197xf32>
    %c42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v499 = stablehlo.reduce(%v498 init: %c42) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v500 = stablehlo.broadcast_in_dim %v499, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v501 = stablehlo.subtract %v498, %v500 : tensor<32x3x197x197xf32>
    %v502 = stablehlo.exponential %v501 : tensor<32x3x197x197xf32>
    %c43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v503 = stablehlo.reduce(%v502 init: %c43) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v504 = stablehlo.broadcast_in_dim %v503, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v505 = stablehlo.divide %v502, %v504 : tensor<32x3x197x197xf32>
    %v506 = stablehlo.dot_general %v505, %v496, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v507 = stablehlo.transpose %v506, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v508 = stablehlo.reshape %v507 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v509 = stablehlo.dot_general %v508, %v461, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v510 = stablehlo.broadcast_in_dim %v462, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v511 = stablehlo.add %v509, %v510 : tensor<6304x192xf32>
    %v512 = stablehlo.add %v454, %v511 : tensor<6304x192xf32>
    %c44 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v513 = stablehlo.reduce(%v512 init: %c44) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v514 = stablehlo.broadcast_in_dim %v513, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v515 = stablehlo.multiply %v514, %v382 : tensor<6304x192xf32>
    %v516 = stablehlo.subtract %v512, %v515 : tensor<6304x192xf32>
    %v517 = stablehlo.multiply %v516, %v516 : tensor<6304x192xf32>
    %c45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v518 = stablehlo.reduce(%v517 init: %c45) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v519 = stablehlo.broadcast_in_dim %v518, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v520 = stablehlo.multiply %v519, %v382 : tensor<6304x192xf32>
    %v521 = stablehlo.add %v520, %v389 : tensor<6304x192xf32>
    %v522 = stablehlo.rsqrt %v521 : tensor<6304x192xf32>
    %v523 = stablehlo.multiply %v516, %v522 : tensor<6304x192xf32>
    %v524 = stablehlo.broadcast_in_dim %v463, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v525 = stablehlo.multiply %v523, %v524 : tensor<6304x192xf32>
    %v526 = stablehlo.broadcast_in_dim %v464, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v527 = stablehlo.add %v525, %v526 : tensor<6304x192xf32>
    %v528 = stablehlo.dot_general %v527, %v466, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v529 = stablehlo.broadcast_in_dim %v467, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v530 = stablehlo.add %v528, %v529 : tensor<6304x768xf32>
    %v531 = stablehlo.multiply %v530, %v443 : tensor<6304x768xf32>
    %v532 = chlo.erf %v531 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v533 = stablehlo.add %v446, %v532 : tensor<6304x768xf32>
    %v534 = stablehlo.multiply %v533, %v448 : tensor<6304x768xf32>
    %v535 = stablehlo.multiply %v530, %v534 : tensor<6304x768xf32>
    %v536 = stablehlo.dot_general %v535, %v469, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v537 = stablehlo.broadcast_in_dim %v470, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v538 = stablehlo.add %v536, %v537 : tensor<6304x192xf32>
    %v539 = stablehlo.add %v512, %v538 : tensor<6304x192xf32>
    %v543 = stablehlo.transpose %v542, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v546 = stablehlo.transpose %v545, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v551 = stablehlo.transpose %v550, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v554 = stablehlo.transpose %v553, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c46 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v556 = stablehlo.reduce(%v539 init: %c46) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v557 = stablehlo.broadcast_in_dim %v556, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v558 = stablehlo.multiply %v557, %v382 : tensor<6304x192xf32>
    %v559 = stablehlo.subtract %v539, %v558 : tensor<6304x192xf32>
    %v560 = stablehlo.multiply %v559, %v559 : tensor<6304x192xf32>
    %c47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v561 = stablehlo.reduce(%v560 init: %c47) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v562 = stablehlo.broadcast_in_dim %v561, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v563 = stablehlo.multiply %v562, %v382 : tensor<6304x192xf32>
    %v564 = stablehlo.add %v563, %v389 : tensor<6304x192xf32>
    %v565 = stablehlo.rsqrt %v564 : tensor<6304x192xf32>
    %v566 = stablehlo.multiply %v559, %v565 : tensor<6304x192xf32>
    %v567 = stablehlo.broadcast_in_dim %v540, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v568 = stablehlo.multiply %v566, %v567 : tensor<6304x192xf32>
    %v569 = stablehlo.broadcast_in_dim %v541, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v570 = stablehlo.add %v568, %v569 : tensor<6304x192xf32>
    %v571 = stablehlo.dot_general %v570, %v543, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v572 = stablehlo.broadcast_in_dim %v544, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v573 = stablehlo.add %v571, %v572 : tensor<6304x576xf32>
    %v574 = stablehlo.reshape %v573 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v575 = stablehlo.transpose %v574, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v576 = "stablehlo.slice"(%v575) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v577 = stablehlo.reshape %v576 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v578 = "stablehlo.slice"(%v575) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v579 = stablehlo.reshape %v578 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v580 = "stablehlo.slice"(%v575) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v581 = stablehlo.reshape %v580 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v582 = stablehlo.dot_general %v577, %v579, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v583 = stablehlo.multiply %v582, %v409 : tensor<32x3x197x197xf32>
    %c48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v584 = stablehlo.reduce(%v583 init: %c48) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v585 = stablehlo.broadcast_in_dim %v584, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v586 = stablehlo.subtract %v583, %v585 : tensor<32x3x197x197xf32>
    %v587 = stablehlo.exponential %v586 : tensor<32x3x197x197xf32>
    %c49 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v588 = stablehlo.reduce(%v587 init: %c49) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v589 = stablehlo.broadcast_in_dim %v588, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v590 = stablehlo.divide %v587, %v589 : tensor<32x3x197x197xf32>
    %v591 = stablehlo.dot_general %v590, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v592 = stablehlo.transpose %v591, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v593 = stablehlo.reshape %v592 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v594 = stablehlo.dot_general %v593, %v546, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v595 = stablehlo.broadcast_in_dim %v547, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v596 = stablehlo.add %v594, %v595 : tensor<6304x192xf32>
    %v597 = stablehlo.add %v539, %v596 : tensor<6304x192xf32>
    %c50 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v598 = stablehlo.reduce(%v597 init: %c50) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v599 = stablehlo.broadcast_in_dim %v598, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v600 = stablehlo.multiply %v599, %v382 : tensor<6304x192xf32>
    %v601 = stablehlo.subtract %v597, %v600 : tensor<6304x192xf32>
    %v602 = stablehlo.multiply %v601, %v601 : tensor<6304x192xf32>
    %c51 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v603 = stablehlo.reduce(%v602 init: %c51) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v604 = stablehlo.broadcast_in_dim %v603, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v605 = stablehlo.multiply %v604, %v382 : tensor<6304x192xf32>
    %v606 = stablehlo.add %v605, %v389 : tensor<6304x192xf32>
    %v607 = stablehlo.rsqrt %v606 : tensor<6304x192xf32>
    %v608 = stablehlo.multiply %v601, %v607 : tensor<6304x192xf32>
    %v609 = stablehlo.broadcast_in_dim %v548, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v610 = stablehlo.multiply %v608, %v609 : tensor<6304x192xf32>
    %v611 = stablehlo.broadcast_in_dim %v549, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v612 = stablehlo.add %v610, %v611 : tensor<6304x192xf32>
    %v613 = stablehlo.dot_general %v612, %v551, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v614 = stablehlo.broadcast_in_dim %v552, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v615 = stablehlo.add %v613, %v614 : tensor<6304x768xf32>
    %v616 = stablehlo.multiply %v615, %v443 : tensor<6304x768xf32>
    %v617 = chlo.erf %v616 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v618 = stablehlo.add %v446, %v617 : tensor<6304x768xf32>
    %v619 = stablehlo.multiply %v618, %v448 : tensor<6304x768xf32>
    %v620 = stablehlo.multiply %v615, %v619 : tensor<6304x768xf32>
    %v621 = stablehlo.dot_general %v620, %v554, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v622 = stablehlo.broadcast_in_dim %v555, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v623 = stablehlo.add %v621, %v622 : tensor<6304x192xf32>
    %v624 = stablehlo.add %v597, %v623 : tensor<6304x192xf32>
    %v628 = stablehlo.transpose %v627, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v631 = stablehlo.transpose %v630, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v636 = stablehlo.transpose %v635, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v639 = stablehlo.transpose %v638, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c52 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v641 = stablehlo.reduce(%v624 init: %c52) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v642 = stablehlo.broadcast_in_dim %v641, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v643 = stablehlo.multiply %v642, %v382 : tensor<6304x192xf32>
    %v644 = stablehlo.subtract %v624, %v643 : tensor<6304x192xf32>
    %v645 = stablehlo.multiply %v644, %v644 : tensor<6304x192xf32>
    %c53 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v646 = stablehlo.reduce(%v645 init: %c53) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v647 = stablehlo.broadcast_in_dim %v646, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v648 = stablehlo.multiply %v647, %v382 : tensor<6304x192xf32>
    %v649 = stablehlo.add %v648, %v389 : tensor<6304x192xf32>
    %v650 = stablehlo.rsqrt %v649 : tensor<6304x192xf32>
    %v651 = stablehlo.multiply %v644, %v650 : tensor<6304x192xf32>
    %v652 = stablehlo.broadcast_in_dim %v625, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v653 = stablehlo.multiply %v651, %v652 : tensor<6304x192xf32>
    %v654 = stablehlo.broadcast_in_dim %v626, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v655 = stablehlo.add %v653, %v654 : tensor<6304x192xf32>
    %v656 = stablehlo.dot_general %v655, %v628, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v657 = stablehlo.broadcast_in_dim %v629, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v658 = stablehlo.add %v656, %v657 : tensor<6304x576xf32>
    %v659 = stablehlo.reshape %v658 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v660 = stablehlo.transpose %v659, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v661 = "stablehlo.slice"(%v660) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v662 = stablehlo.reshape %v661 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v663 = "stablehlo.slice"(%v660) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v664 = stablehlo.reshape %v663 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v665 = "stablehlo.slice"(%v660) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v666 = stablehlo.reshape %v665 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v667 = stablehlo.dot_general %v662, %v664, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v668 = stablehlo.multiply %v667, %v409 : tensor<32x3x197x197xf32>
    %c54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v669 = stablehlo.reduce(%v668 init: %c54) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v670 = stablehlo.broadcast_in_dim %v669, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v671 = stablehlo.subtract %v668, %v670 : tensor<32x3x197x197xf32>
    %v672 = stablehlo.exponential %v671 : tensor<32x3x197x197xf32>
    %c55 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v673 = stablehlo.reduce(%v672 init: %c55) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v674 = stablehlo.broadcast_in_dim %v673, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v675 = stablehlo.divide %v672, %v674 : tensor<32x3x197x197xf32>
    %v676 = stablehlo.dot_general %v675, %v666, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v677 = stablehlo.transpose %v676, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v678 = stablehlo.reshape %v677 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v679 = stablehlo.dot_general %v678, %v631, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v680 = stablehlo.broadcast_in_dim %v632, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v681 = stablehlo.add %v679, %v680 : tensor<6304x192xf32>
    %v682 = stablehlo.add %v624, %v681 : tensor<6304x192xf32>
    %c56 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v683 = stablehlo.reduce(%v682 init: %c56) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v684 = stablehlo.broadcast_in_dim %v683, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v685 = stablehlo.multiply %v684, %v382 : tensor<6304x192xf32>
    %v686 = stablehlo.subtract %v682, %v685 : tensor<6304x192xf32>
    %v687 = stablehlo.multiply %v686, %v686 : tensor<6304x192xf32>
    %c57 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v688 = stablehlo.reduce(%v687 init: %c57) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v689 = stablehlo.broadcast_in_dim %v688, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v690 = stablehlo.multiply %v689, %v382 : tensor<6304x192xf32>
    %v691 = stablehlo.add %v690, %v389 : tensor<6304x192xf32>
    %v692 = stablehlo.rsqrt %v691 : tensor<6304x192xf32>
    %v693 = stablehlo.multiply %v686, %v692 : tensor<6304x192xf32>
    %v694 = stablehlo.broadcast_in_dim %v633, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v695 = stablehlo.multiply %v693, %v694 : tensor<6304x192xf32>
    %v696 = stablehlo.broadcast_in_dim %v634, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v697 = stablehlo.add %v695, %v696 : tensor<6304x192xf32>
    %v698 = stablehlo.dot_general %v697, %v636, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v699 = stablehlo.broadcast_in_dim %v637, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v700 = stablehlo.add %v698, %v699 : tensor<6304x768xf32>
    %v701 = stablehlo.multiply %v700, %v443 : tensor<6304x768xf32>
    %v702 = chlo.erf %v701 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v703 = stablehlo.add %v446, %v702 : tensor<6304x768xf32>
    %v704 = stablehlo.multiply %v703, %v448 : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v700, %v704 : tensor<6304x768xf32>
    %v706 = stablehlo.dot_general %v705, %v639, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v707 = stablehlo.broadcast_in_dim %v640, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v708 = stablehlo.add %v706, %v707 : tensor<6304x192xf32>
    %v709 = stablehlo.add %v682, %v708 : tensor<6304x192xf32>
    %v713 = stablehlo.transpose %v712, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v716 = stablehlo.transpose %v715, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v721 = stablehlo.transpose %v720, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v724 = stablehlo.transpose %v723, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c58 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v726 = stablehlo.reduce(%v709 init: %c58) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v727 = stablehlo.broadcast_in_dim %v726, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v728 = stablehlo.multiply %v727, %v382 : tensor<6304x192xf32>
    %v729 = stablehlo.subtract %v709, %v728 : tensor<6304x192xf32>
    %v730 = stablehlo.multiply %v729, %v729 : tensor<6304x192xf32>
    %c59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v731 = stablehlo.reduce(%v730 init: %c59) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v732 = stablehlo.broadcast_in_dim %v731, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v733 = stablehlo.multiply %v732, %v382 : tensor<6304x192xf32>
    %v734 = stablehlo.add %v733, %v389 : tensor<6304x192xf32>
    %v735 = stablehlo.rsqrt %v734 : tensor<6304x192xf32>
    %v736 = stablehlo.multiply %v729, %v735 : tensor<6304x192xf32>
    %v737 = stablehlo.broadcast_in_dim %v710, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v738 = stablehlo.multiply %v736, %v737 : tensor<6304x192xf32>
    %v739 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v740 = stablehlo.add %v738, %v739 : tensor<6304x192xf32>
    %v741 = stablehlo.dot_general %v740, %v713, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v742 = stablehlo.broadcast_in_dim %v714, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v743 = stablehlo.add %v741, %v742 : tensor<6304x576xf32>
    %v744 = stablehlo.reshape %v743 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v745 = stablehlo.transpose %v744, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v746 = "stablehlo.slice"(%v745) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v747 = stablehlo.reshape %v746 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v748 = "stablehlo.slice"(%v745) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v749 = stablehlo.reshape %v748 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v750 = "stablehlo.slice"(%v745) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v751 = stablehlo.reshape %v750 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v752 = stablehlo.dot_general %v747, %v749, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v753 = stablehlo.multiply %v752, %v409 : tensor<32x3x197x197xf32>
    %c60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v754 = stablehlo.reduce(%v753 init: %c60) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v755 = stablehlo.broadcast_in_dim %v754, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v756 = stablehlo.subtract %v753, %v755 : tensor<32x3x197x197xf32>
    %v757 = stablehlo.exponential %v756 : tensor<32x3x197x197xf32>
    %c61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v758 = stablehlo.reduce(%v757 init: %c61) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v759 = stablehlo.broadcast_in_dim %v758, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v760 = stablehlo.divide %v757, %v759 : tensor<32x3x197x197xf32>
    %v761 = stablehlo.dot_general %v760, %v751, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v762 = stablehlo.transpose %v761, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v763 = stablehlo.reshape %v762 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v764 = stablehlo.dot_general %v763, %v716, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v765 = stablehlo.broadcast_in_dim %v717, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v766 = stablehlo.add %v764, %v765 : tensor<6304x192xf32>
    %v767 = stablehlo.add %v709, %v766 : tensor<6304x192xf32>
    %c62 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v768 = stablehlo.reduce(%v767 init: %c62) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v769 = stablehlo.broadcast_in_dim %v768, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v770 = stablehlo.multiply %v769, %v382 : tensor<6304x192xf32>
    %v771 = stablehlo.subtract %v767, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.multiply %v771, %v771 : tensor<6304x192xf32>
    %c63 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c63) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.multiply %v774, %v382 : tensor<6304x192xf32>
    %v776 = stablehlo.add %v775, %v389 : tensor<6304x192xf32>
    %v777 = stablehlo.rsqrt %v776 : tensor<6304x192xf32>
    %v778 = stablehlo.multiply %v771, %v777 : tensor<6304x192xf32>
    %v779 = stablehlo.broadcast_in_dim %v718, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v780 = stablehlo.multiply %v778, %v779 : tensor<6304x192xf32>
    %v781 = stablehlo.broadcast_in_dim %v719, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v782 = stablehlo.add %v780, %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.dot_general %v782, %v721, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v784 = stablehlo.broadcast_in_dim %v722, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v785 = stablehlo.add %v783, %v784 : tensor<6304x768xf32>
    %v786 = stablehlo.multiply %v785, %v443 : tensor<6304x768xf32>
    %v787 = chlo.erf %v786 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v788 = stablehlo.add %v446, %v787 : tensor<6304x768xf32>
    %v789 = stablehlo.multiply %v788, %v448 : tensor<6304x768xf32>
    %v790 = stablehlo.multiply %v785, %v789 : tensor<6304x768xf32>
    %v791 = stablehlo.dot_general %v790, %v724, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v792 = stablehlo.broadcast_in_dim %v725, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v793 = stablehlo.add %v791, %v792 : tensor<6304x192xf32>
    %v794 = stablehlo.add %v767, %v793 : tensor<6304x192xf32>
    %v798 = stablehlo.transpose %v797, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v801 = stablehlo.transpose %v800, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v806 = stablehlo.transpose %v805, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v809 = stablehlo.transpose %v808, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v811 = stablehlo.reduce(%v794 init: %c64) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v812 = stablehlo.broadcast_in_dim %v811, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v813 = stablehlo.multiply %v812, %v382 : tensor<6304x192xf32>
    %v814 = stablehlo.subtract %v794, %v813 : tensor<6304x192xf32>
    %v815 = stablehlo.multiply %v814, %v814 : tensor<6304x192xf32>
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v816 = stablehlo.reduce(%v815 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v817 = stablehlo.broadcast_in_dim %v816, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v818 = stablehlo.multiply %v817, %v382 : tensor<6304x192xf32>
    %v819 = stablehlo.add %v818, %v389 : tensor<6304x192xf32>
    %v820 = stablehlo.rsqrt %v819 : tensor<6304x192xf32>
    %v821 = stablehlo.multiply %v814, %v820 : tensor<6304x192xf32>
    %v822 = stablehlo.broadcast_in_dim %v795, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v823 = stablehlo.multiply %v821, %v822 : tensor<6304x192xf32>
    %v824 = stablehlo.broadcast_in_dim %v796, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v825 = stablehlo.add %v823, %v824 : tensor<6304x192xf32>
    %v826 = stablehlo.dot_general %v825, %v798, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v827 = stablehlo.broadcast_in_dim %v799, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v828 = stablehlo.add %v826, %v827 : tensor<6304x576xf32>
    %v829 = stablehlo.reshape %v828 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v830 = stablehlo.transpose %v829, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v831 = "stablehlo.slice"(%v830) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v832 = stablehlo.reshape %v831 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v833 = "stablehlo.slice"(%v830) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v834 = stablehlo.reshape %v833 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v835 = "stablehlo.slice"(%v830) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v836 = stablehlo.reshape %v835 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v837 = stablehlo.dot_general %v832, %v834, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v838 = stablehlo.multiply %v837, %v409 : tensor<32x3x197x197xf32>
    %c66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v839 = stablehlo.reduce(%v838 init: %c66) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v840 = stablehlo.broadcast_in_dim %v839, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v841 = stablehlo.subtract %v838, %v840 : tensor<32x3x197x197xf32>
    %v842 = stablehlo.exponential %v841 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v843 = stablehlo.reduce(%v842 init: %c67) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v844 = stablehlo.broadcast_in_dim %v843, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v845 = stablehlo.divide %v842, %v844 : tensor<32x3x197x197xf32>
    %v846 = stablehlo.dot_general %v845, %v836, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v847 = stablehlo.transpose %v846, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v848 = stablehlo.reshape %v847 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v849 = stablehlo.dot_general %v848, %v801, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v850 = stablehlo.broadcast_in_dim %v802, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v851 = stablehlo.add %v849, %v850 : tensor<6304x192xf32>
    %v852 = stablehlo.add %v794, %v851 : tensor<6304x192xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v853 = stablehlo.reduce(%v852 init: %c68) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v854 = stablehlo.broadcast_in_dim %v853, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v855 = stablehlo.multiply %v854, %v382 : tensor<6304x192xf32>
    %v856 = stablehlo.subtract %v852, %v855 : tensor<6304x192xf32>
    %v857 = stablehlo.multiply %v856, %v856 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v858 = stablehlo.reduce(%v857 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v859 = stablehlo.broadcast_in_dim %v858, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v860 = stablehlo.multiply %v859, %v382 : tensor<6304x192xf32>
    %v861 = stablehlo.add %v860, %v389 : tensor<6304x192xf32>
    %v862 = stablehlo.rsqrt %v861 : tensor<6304x192xf32>
    %v863 = stablehlo.multiply %v856, %v862 : tensor<6304x192xf32>
    %v864 = stablehlo.broadcast_in_dim %v803, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v865 = stablehlo.multiply %v863, %v864 : tensor<6304x192xf32>
    %v866 = stablehlo.broadcast_in_dim %v804, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v867 = stablehlo.add %v865, %v866 : tensor<6304x192xf32>
    %v868 = stablehlo.dot_general %v867, %v806, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v869 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v870 = stablehlo.add %v868, %v869 : tensor<6304x768xf32>
    %v871 = stablehlo.multiply %v870, %v443 : tensor<6304x768xf32>
    %v872 = chlo.erf %v871 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v873 = stablehlo.add %v446, %v872 : tensor<6304x768xf32>
    %v874 = stablehlo.multiply %v873, %v448 : tensor<6304x768xf32>
    %v875 = stablehlo.multiply %v870, %v874 : tensor<6304x768xf32>
    %v876 = stablehlo.dot_general %v875, %v809, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v877 = stablehlo.broadcast_in_dim %v810, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v878 = stablehlo.add %v876, %v877 : tensor<6304x192xf32>
    %v879 = stablehlo.add %v852, %v878 : tensor<6304x192xf32>
    %v883 = stablehlo.transpose %v882, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v886 = stablehlo.transpose %v885, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v891 = stablehlo.transpose %v890, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v894 = stablehlo.transpose %v893, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v896 = stablehlo.reduce(%v879 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v897 = stablehlo.broadcast_in_dim %v896, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v898 = stablehlo.multiply %v897, %v382 : tensor<6304x192xf32>
    %v899 = stablehlo.subtract %v879, %v898 : tensor<6304x192xf32>
    %v900 = stablehlo.multiply %v899, %v899 : tensor<6304x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v901 = stablehlo.reduce(%v900 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v902 = stablehlo.broadcast_in_dim %v901, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v903 = stablehlo.multiply %v902, %v382 : tensor<6304x192xf32>
    %v904 = stablehlo.add %v903, %v389 : tensor<6304x192xf32>
    %v905 = stablehlo.rsqrt %v904 : tensor<6304x192xf32>
    %v906 = stablehlo.multiply %v899, %v905 : tensor<6304x192xf32>
    %v907 = stablehlo.broadcast_in_dim %v880, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v908 = stablehlo.multiply %v906, %v907 : tensor<6304x192xf32>
    %v909 = stablehlo.broadcast_in_dim %v881, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v910 = stablehlo.add %v908, %v909 : tensor<6304x192xf32>
    %v911 = stablehlo.dot_general %v910, %v883, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v912 = stablehlo.broadcast_in_dim %v884, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v913 = stablehlo.add %v911, %v912 : tensor<6304x576xf32>
    %v914 = stablehlo.reshape %v913 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v915 = stablehlo.transpose %v914, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v916 = "stablehlo.slice"(%v915) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v917 = stablehlo.reshape %v916 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v918 = "stablehlo.slice"(%v915) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v919 = stablehlo.reshape %v918 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v920 = "stablehlo.slice"(%v915) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v921 = stablehlo.reshape %v920 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v922 = stablehlo.dot_general %v917, %v919, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v923 = stablehlo.multiply %v922, %v409 : tensor<32x3x197x197xf32>
    %c72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v924 = stablehlo.reduce(%v923 init: %c72) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v925 = stablehlo.broadcast_in_dim %v924, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v926 = stablehlo.subtract %v923, %v925 : tensor<32x3x197x197xf32>
    %v927 = stablehlo.exponential %v926 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v928 = stablehlo.reduce(%v927 init: %c73) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v929 = stablehlo.broadcast_in_dim %v928, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v930 = stablehlo.divide %v927, %v929 : tensor<32x3x197x197xf32>
    %v931 = stablehlo.dot_general %v930, %v921, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v932 = stablehlo.transpose %v931, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v933 = stablehlo.reshape %v932 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v934 = stablehlo.dot_general %v933, %v886, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v935 = stablehlo.broadcast_in_dim %v887, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v936 = stablehlo.add %v934, %v935 : tensor<6304x192xf32>
    %v937 = stablehlo.add %v879, %v936 : tensor<6304x192xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v938 = stablehlo.reduce(%v937 init: %c74) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v939 = stablehlo.broadcast_in_dim %v938, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v940 = stablehlo.multiply %v939, %v382 : tensor<6304x192xf32>
    %v941 = stablehlo.subtract %v937, %v940 : tensor<6304x192xf32>
    %v942 = stablehlo.multiply %v941, %v941 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v943 = stablehlo.reduce(%v942 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v944 = stablehlo.broadcast_in_dim %v943, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v945 = stablehlo.multiply %v944, %v382 : tensor<6304x192xf32>
    %v946 = stablehlo.add %v945, %v389 : tensor<6304x192xf32>
    %v947 = stablehlo.rsqrt %v946 : tensor<6304x192xf32>
    %v948 = stablehlo.multiply %v941, %v947 : tensor<6304x192xf32>
    %v949 = stablehlo.broadcast_in_dim %v888, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v950 = stablehlo.multiply %v948, %v949 : tensor<6304x192xf32>
    %v951 = stablehlo.broadcast_in_dim %v889, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v952 = stablehlo.add %v950, %v951 : tensor<6304x192xf32>
    %v953 = stablehlo.dot_general %v952, %v891, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v954 = stablehlo.broadcast_in_dim %v892, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v955 = stablehlo.add %v953, %v954 : tensor<6304x768xf32>
    %v956 = stablehlo.multiply %v955, %v443 : tensor<6304x768xf32>
    %v957 = chlo.erf %v956 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v958 = stablehlo.add %v446, %v957 : tensor<6304x768xf32>
    %v959 = stablehlo.multiply %v958, %v448 : tensor<6304x768xf32>
    %v960 = stablehlo.multiply %v955, %v959 : tensor<6304x768xf32>
    %v961 = stablehlo.dot_general %v960, %v894, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v962 = stablehlo.broadcast_in_dim %v895, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v963 = stablehlo.add %v961, %v962 : tensor<6304x192xf32>
    %v964 = stablehlo.add %v937, %v963 : tensor<6304x192xf32>
    %v968 = stablehlo.transpose %v967, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v971 = stablehlo.transpose %v970, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v976 = stablehlo.transpose %v975, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v979 = stablehlo.transpose %v978, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v981 = stablehlo.reduce(%v964 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v982 = stablehlo.broadcast_in_dim %v981, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v983 = stablehlo.multiply %v982, %v382 : tensor<6304x192xf32>
    %v984 = stablehlo.subtract %v964, %v983 : tensor<6304x192xf32>
    %v985 = stablehlo.multiply %v984, %v984 : tensor<6304x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v986 = stablehlo.reduce(%v985 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v987 = stablehlo.broadcast_in_dim %v986, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v988 = stablehlo.multiply %v987, %v382 : tensor<6304x192xf32>
    %v989 = stablehlo.add %v988, %v389 : tensor<6304x192xf32>
    %v990 = stablehlo.rsqrt %v989 : tensor<6304x192xf32>
    %v991 = stablehlo.multiply %v984, %v990 : tensor<6304x192xf32>
    %v992 = stablehlo.broadcast_in_dim %v965, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v993 = stablehlo.multiply %v991, %v992 : tensor<6304x192xf32>
    %v994 = stablehlo.broadcast_in_dim %v966, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v995 = stablehlo.add %v993, %v994 : tensor<6304x192xf32>
    %v996 = stablehlo.dot_general %v995, %v968, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v997 = stablehlo.broadcast_in_dim %v969, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v998 = stablehlo.add %v996, %v997 : tensor<6304x576xf32>
    %v999 = stablehlo.reshape %v998 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1000 = stablehlo.transpose %v999, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1001 = "stablehlo.slice"(%v1000) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1002 = stablehlo.reshape %v1001 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1003 = "stablehlo.slice"(%v1000) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1004 = stablehlo.reshape %v1003 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1005 = "stablehlo.slice"(%v1000) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1006 = stablehlo.reshape %v1005 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1007 = stablehlo.dot_general %v1002, %v1004, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1008 = stablehlo.multiply %v1007, %v409 : tensor<32x3x197x197xf32>
    %c78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1009 = stablehlo.reduce(%v1008 init: %c78) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1010 = stablehlo.broadcast_in_dim %v1009, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1011 = stablehlo.subtract %v1008, %v1010 : tensor<32x3x197x197xf32>
    %v1012 = stablehlo.exponential %v1011 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1013 = stablehlo.reduce(%v1012 init: %c79) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1014 = stablehlo.broadcast_in_dim %v1013, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1015 = stablehlo.divide %v1012, %v1014 : tensor<32x3x197x197xf32>
    %v1016 = stablehlo.dot_general %v1015, %v1006, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1017 = stablehlo.transpose %v1016, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1018 = stablehlo.reshape %v1017 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1019 = stablehlo.dot_general %v1018, %v971, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1020 = stablehlo.broadcast_in_dim %v972, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1021 = stablehlo.add %v1019, %v1020 : tensor<6304x192xf32>
    %v1022 = stablehlo.add %v964, %v1021 : tensor<6304x192xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1023 = stablehlo.reduce(%v1022 init: %c80) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1024 = stablehlo.broadcast_in_dim %v1023, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1025 = stablehlo.multiply %v1024, %v382 : tensor<6304x192xf32>
    %v1026 = stablehlo.subtract %v1022, %v1025 : tensor<6304x192xf32>
    %v1027 = stablehlo.multiply %v1026, %v1026 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1028 = stablehlo.reduce(%v1027 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1029 = stablehlo.broadcast_in_dim %v1028, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1030 = stablehlo.multiply %v1029, %v382 : tensor<6304x192xf32>
    %v1031 = stablehlo.add %v1030, %v389 : tensor<6304x192xf32>
    %v1032 = stablehlo.rsqrt %v1031 : tensor<6304x192xf32>
    %v1033 = stablehlo.multiply %v1026, %v1032 : tensor<6304x192xf32>
    %v1034 = stablehlo.broadcast_in_dim %v973, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1035 = stablehlo.multiply %v1033, %v1034 : tensor<6304x192xf32>
    %v1036 = stablehlo.broadcast_in_dim %v974, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1037 = stablehlo.add %v1035, %v1036 : tensor<6304x192xf32>
    %v1038 = stablehlo.dot_general %v1037, %v976, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1039 = stablehlo.broadcast_in_dim %v977, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1040 = stablehlo.add %v1038, %v1039 : tensor<6304x768xf32>
    %v1041 = stablehlo.multiply %v1040, %v443 : tensor<6304x768xf32>
    %v1042 = chlo.erf %v1041 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1043 = stablehlo.add %v446, %v1042 : tensor<6304x768xf32>
    %v1044 = stablehlo.multiply %v1043, %v448 : tensor<6304x768xf32>
    %v1045 = stablehlo.multiply %v1040, %v1044 : tensor<6304x768xf32>
    %v1046 = stablehlo.dot_general %v1045, %v979, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1047 = stablehlo.broadcast_in_dim %v980, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1048 = stablehlo.add %v1046, %v1047 : tensor<6304x192xf32>
    %v1049 = stablehlo.add %v1022, %v1048 : tensor<6304x192xf32>
    %v1053 = stablehlo.transpose %v1052, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1056 = stablehlo.transpose %v1055, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1061 = stablehlo.transpose %v1060, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1064 = stablehlo.transpose %v1063, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1066 = stablehlo.reduce(%v1049 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1067 = stablehlo.broadcast_in_dim %v1066, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1068 = stablehlo.multiply %v1067, %v382 : tensor<6304x192xf32>
    %v1069 = stablehlo.subtract %v1049, %v1068 : tensor<6304x192xf32>
    %v1070 = stablehlo.multiply %v1069, %v1069 : tensor<6304x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1071 = stablehlo.reduce(%v1070 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1072 = stablehlo.broadcast_in_dim %v1071, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1073 = stablehlo.multiply %v1072, %v382 : tensor<6304x192xf32>
    %v1074 = stablehlo.add %v1073, %v389 : tensor<6304x192xf32>
    %v1075 = stablehlo.rsqrt %v1074 : tensor<6304x192xf32>
    %v1076 = stablehlo.multiply %v1069, %v1075 : tensor<6304x192xf32>
    %v1077 = stablehlo.broadcast_in_dim %v1050, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1078 = stablehlo.multiply %v1076, %v1077 : tensor<6304x192xf32>
    %v1079 = stablehlo.broadcast_in_dim %v1051, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1080 = stablehlo.add %v1078, %v1079 : tensor<6304x192xf32>
    %v1081 = stablehlo.dot_general %v1080, %v1053, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1082 = stablehlo.broadcast_in_dim %v1054, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1083 = stablehlo.add %v1081, %v1082 : tensor<6304x576xf32>
    %v1084 = stablehlo.reshape %v1083 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1085 = stablehlo.transpose %v1084, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1086 = "stablehlo.slice"(%v1085) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1087 = stablehlo.reshape %v1086 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1088 = "stablehlo.slice"(%v1085) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1089 = stablehlo.reshape %v1088 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1090 = "stablehlo.slice"(%v1085) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1091 = stablehlo.reshape %v1090 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1092 = stablehlo.dot_general %v1087, %v1089, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1093 = stablehlo.multiply %v1092, %v409 : tensor<32x3x197x197xf32>
    %c84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1094 = stablehlo.reduce(%v1093 init: %c84) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1095 = stablehlo.broadcast_in_dim %v1094, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1096 = stablehlo.subtract %v1093, %v1095 : tensor<32x3x197x197xf32>
    %v1097 = stablehlo.exponential %v1096 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1098 = stablehlo.reduce(%v1097 init: %c85) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1099 = stablehlo.broadcast_in_dim %v1098, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1100 = stablehlo.divide %v1097, %v1099 : tensor<32x3x197x197xf32>
    %v1101 = stablehlo.dot_general %v1100, %v1091, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1102 = stablehlo.transpose %v1101, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1103 = stablehlo.reshape %v1102 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1104 = stablehlo.dot_general %v1103, %v1056, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1105 = stablehlo.broadcast_in_dim %v1057, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1106 = stablehlo.add %v1104, %v1105 : tensor<6304x192xf32>
    %v1107 = stablehlo.add %v1049, %v1106 : tensor<6304x192xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1108 = stablehlo.reduce(%v1107 init: %c86) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1109 = stablehlo.broadcast_in_dim %v1108, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1110 = stablehlo.multiply %v1109, %v382 : tensor<6304x192xf32>
    %v1111 = stablehlo.subtract %v1107, %v1110 : tensor<6304x192xf32>
    %v1112 = stablehlo.multiply %v1111, %v1111 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1113 = stablehlo.reduce(%v1112 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1114 = stablehlo.broadcast_in_dim %v1113, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1115 = stablehlo.multiply %v1114, %v382 : tensor<6304x192xf32>
    %v1116 = stablehlo.add %v1115, %v389 : tensor<6304x192xf32>
    %v1117 = stablehlo.rsqrt %v1116 : tensor<6304x192xf32>
    %v1118 = stablehlo.multiply %v1111, %v1117 : tensor<6304x192xf32>
    %v1119 = stablehlo.broadcast_in_dim %v1058, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1120 = stablehlo.multiply %v1118, %v1119 : tensor<6304x192xf32>
    %v1121 = stablehlo.broadcast_in_dim %v1059, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1122 = stablehlo.add %v1120, %v1121 : tensor<6304x192xf32>
    %v1123 = stablehlo.dot_general %v1122, %v1061, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1124 = stablehlo.broadcast_in_dim %v1062, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1125 = stablehlo.add %v1123, %v1124 : tensor<6304x768xf32>
    %v1126 = stablehlo.multiply %v1125, %v443 : tensor<6304x768xf32>
    %v1127 = chlo.erf %v1126 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1128 = stablehlo.add %v446, %v1127 : tensor<6304x768xf32>
    %v1129 = stablehlo.multiply %v1128, %v448 : tensor<6304x768xf32>
    %v1130 = stablehlo.multiply %v1125, %v1129 : tensor<6304x768xf32>
    %v1131 = stablehlo.dot_general %v1130, %v1064, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1132 = stablehlo.broadcast_in_dim %v1065, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1133 = stablehlo.add %v1131, %v1132 : tensor<6304x192xf32>
    %v1134 = stablehlo.add %v1107, %v1133 : tensor<6304x192xf32>
    %v1138 = stablehlo.transpose %v1137, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1141 = stablehlo.transpose %v1140, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1146 = stablehlo.transpose %v1145, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1149 = stablehlo.transpose %v1148, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1151 = stablehlo.reduce(%v1134 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1152 = stablehlo.broadcast_in_dim %v1151, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1153 = stablehlo.multiply %v1152, %v382 : tensor<6304x192xf32>
    %v1154 = stablehlo.subtract %v1134, %v1153 : tensor<6304x192xf32>
    %v1155 = stablehlo.multiply %v1154, %v1154 : tensor<6304x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1156 = stablehlo.reduce(%v1155 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1157 = stablehlo.broadcast_in_dim %v1156, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1158 = stablehlo.multiply %v1157, %v382 : tensor<6304x192xf32>
    %v1159 = stablehlo.add %v1158, %v389 : tensor<6304x192xf32>
    %v1160 = stablehlo.rsqrt %v1159 : tensor<6304x192xf32>
    %v1161 = stablehlo.multiply %v1154, %v1160 : tensor<6304x192xf32>
    %v1162 = stablehlo.broadcast_in_dim %v1135, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1163 = stablehlo.multiply %v1161, %v1162 : tensor<6304x192xf32>
    %v1164 = stablehlo.broadcast_in_dim %v1136, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1165 = stablehlo.add %v1163, %v1164 : tensor<6304x192xf32>
    %v1166 = stablehlo.dot_general %v1165, %v1138, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1167 = stablehlo.broadcast_in_dim %v1139, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1168 = stablehlo.add %v1166, %v1167 : tensor<6304x576xf32>
    %v1169 = stablehlo.reshape %v1168 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1170 = stablehlo.transpose %v1169, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1171 = "stablehlo.slice"(%v1170) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1172 = stablehlo.reshape %v1171 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1173 = "stablehlo.slice"(%v1170) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1174 = stablehlo.reshape %v1173 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1175 = "stablehlo.slice"(%v1170) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1176 = stablehlo.reshape %v1175 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1177 = stablehlo.dot_general %v1172, %v1174, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1178 = stablehlo.multiply %v1177, %v409 : tensor<32x3x197x197xf32>
    %c90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1179 = stablehlo.reduce(%v1178 init: %c90) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1180 = stablehlo.broadcast_in_dim %v1179, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1181 = stablehlo.subtract %v1178, %v1180 : tensor<32x3x197x197xf32>
    %v1182 = stablehlo.exponential %v1181 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1183 = stablehlo.reduce(%v1182 init: %c91) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1184 = stablehlo.broadcast_in_dim %v1183, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1185 = stablehlo.divide %v1182, %v1184 : tensor<32x3x197x197xf32>
    %v1186 = stablehlo.dot_general %v1185, %v1176, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1187 = stablehlo.transpose %v1186, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1188 = stablehlo.reshape %v1187 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1189 = stablehlo.dot_general %v1188, %v1141, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1190 = stablehlo.broadcast_in_dim %v1142, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1191 = stablehlo.add %v1189, %v1190 : tensor<6304x192xf32>
    %v1192 = stablehlo.add %v1134, %v1191 : tensor<6304x192xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1193 = stablehlo.reduce(%v1192 init: %c92) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1194 = stablehlo.broadcast_in_dim %v1193, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1195 = stablehlo.multiply %v1194, %v382 : tensor<6304x192xf32>
    %v1196 = stablehlo.subtract %v1192, %v1195 : tensor<6304x192xf32>
    %v1197 = stablehlo.multiply %v1196, %v1196 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1198 = stablehlo.reduce(%v1197 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1199 = stablehlo.broadcast_in_dim %v1198, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1200 = stablehlo.multiply %v1199, %v382 : tensor<6304x192xf32>
    %v1201 = stablehlo.add %v1200, %v389 : tensor<6304x192xf32>
    %v1202 = stablehlo.rsqrt %v1201 : tensor<6304x192xf32>
    %v1203 = stablehlo.multiply %v1196, %v1202 : tensor<6304x192xf32>
    %v1204 = stablehlo.broadcast_in_dim %v1143, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1205 = stablehlo.multiply %v1203, %v1204 : tensor<6304x192xf32>
    %v1206 = stablehlo.broadcast_in_dim %v1144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1207 = stablehlo.add %v1205, %v1206 : tensor<6304x192xf32>
    %v1208 = stablehlo.dot_general %v1207, %v1146, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1209 = stablehlo.broadcast_in_dim %v1147, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1210 = stablehlo.add %v1208, %v1209 : tensor<6304x768xf32>
    %v1211 = stablehlo.multiply %v1210, %v443 : tensor<6304x768xf32>
    %v1212 = chlo.erf %v1211 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1213 = stablehlo.add %v446, %v1212 : tensor<6304x768xf32>
    %v1214 = stablehlo.multiply %v1213, %v448 : tensor<6304x768xf32>
    %v1215 = stablehlo.multiply %v1210, %v1214 : tensor<6304x768xf32>
    %v1216 = stablehlo.dot_general %v1215, %v1149, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1217 = stablehlo.broadcast_in_dim %v1150, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1218 = stablehlo.add %v1216, %v1217 : tensor<6304x192xf32>
    %v1219 = stablehlo.add %v1192, %v1218 : tensor<6304x192xf32>
    %v1223 = stablehlo.transpose %v1222, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1226 = stablehlo.transpose %v1225, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1231 = stablehlo.transpose %v1230, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1234 = stablehlo.transpose %v1233, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1236 = stablehlo.reduce(%v1219 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1237 = stablehlo.broadcast_in_dim %v1236, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1238 = stablehlo.multiply %v1237, %v382 : tensor<6304x192xf32>
    %v1239 = stablehlo.subtract %v1219, %v1238 : tensor<6304x192xf32>
    %v1240 = stablehlo.multiply %v1239, %v1239 : tensor<6304x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1241 = stablehlo.reduce(%v1240 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1242 = stablehlo.broadcast_in_dim %v1241, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1243 = stablehlo.multiply %v1242, %v382 : tensor<6304x192xf32>
    %v1244 = stablehlo.add %v1243, %v389 : tensor<6304x192xf32>
    %v1245 = stablehlo.rsqrt %v1244 : tensor<6304x192xf32>
    %v1246 = stablehlo.multiply %v1239, %v1245 : tensor<6304x192xf32>
    %v1247 = stablehlo.broadcast_in_dim %v1220, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1248 = stablehlo.multiply %v1246, %v1247 : tensor<6304x192xf32>
    %v1249 = stablehlo.broadcast_in_dim %v1221, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1250 = stablehlo.add %v1248, %v1249 : tensor<6304x192xf32>
    %v1251 = stablehlo.dot_general %v1250, %v1223, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1252 = stablehlo.broadcast_in_dim %v1224, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1253 = stablehlo.add %v1251, %v1252 : tensor<6304x576xf32>
    %v1254 = stablehlo.reshape %v1253 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1255 = stablehlo.transpose %v1254, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1256 = "stablehlo.slice"(%v1255) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1257 = stablehlo.reshape %v1256 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1258 = "stablehlo.slice"(%v1255) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1259 = stablehlo.reshape %v1258 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1260 = "stablehlo.slice"(%v1255) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1261 = stablehlo.reshape %v1260 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1262 = stablehlo.dot_general %v1257, %v1259, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1263 = stablehlo.multiply %v1262, %v409 : tensor<32x3x197x197xf32>
    %c96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1264 = stablehlo.reduce(%v1263 init: %c96) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1265 = stablehlo.broadcast_in_dim %v1264, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1266 = stablehlo.subtract %v1263, %v1265 : tensor<32x3x197x197xf32>
    %v1267 = stablehlo.exponential %v1266 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1268 = stablehlo.reduce(%v1267 init: %c97) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1269 = stablehlo.broadcast_in_dim %v1268, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1270 = stablehlo.divide %v1267, %v1269 : tensor<32x3x197x197xf32>
    %v1271 = stablehlo.dot_general %v1270, %v1261, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1272 = stablehlo.transpose %v1271, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1273 = stablehlo.reshape %v1272 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1274 = stablehlo.dot_general %v1273, %v1226, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1275 = stablehlo.broadcast_in_dim %v1227, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1276 = stablehlo.add %v1274, %v1275 : tensor<6304x192xf32>
    %v1277 = stablehlo.add %v1219, %v1276 : tensor<6304x192xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1278 = stablehlo.reduce(%v1277 init: %c98) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1279 = stablehlo.broadcast_in_dim %v1278, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1280 = stablehlo.multiply %v1279, %v382 : tensor<6304x192xf32>
    %v1281 = stablehlo.subtract %v1277, %v1280 : tensor<6304x192xf32>
    %v1282 = stablehlo.multiply %v1281, %v1281 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1283 = stablehlo.reduce(%v1282 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1284 = stablehlo.broadcast_in_dim %v1283, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1285 = stablehlo.multiply %v1284, %v382 : tensor<6304x192xf32>
    %v1286 = stablehlo.add %v1285, %v389 : tensor<6304x192xf32>
    %v1287 = stablehlo.rsqrt %v1286 : tensor<6304x192xf32>
    %v1288 = stablehlo.multiply %v1281, %v1287 : tensor<6304x192xf32>
    %v1289 = stablehlo.broadcast_in_dim %v1228, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1290 = stablehlo.multiply %v1288, %v1289 : tensor<6304x192xf32>
    %v1291 = stablehlo.broadcast_in_dim %v1229, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1292 = stablehlo.add %v1290, %v1291 : tensor<6304x192xf32>
    %v1293 = stablehlo.dot_general %v1292, %v1231, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1294 = stablehlo.broadcast_in_dim %v1232, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1295 = stablehlo.add %v1293, %v1294 : tensor<6304x768xf32>
    %v1296 = stablehlo.multiply %v1295, %v443 : tensor<6304x768xf32>
    %v1297 = chlo.erf %v1296 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1298 = stablehlo.add %v446, %v1297 : tensor<6304x768xf32>
    %v1299 = stablehlo.multiply %v1298, %v448 : tensor<6304x768xf32>
    %v1300 = stablehlo.multiply %v1295, %v1299 : tensor<6304x768xf32>
    %v1301 = stablehlo.dot_general %v1300, %v1234, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1302 = stablehlo.broadcast_in_dim %v1235, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1303 = stablehlo.add %v1301, %v1302 : tensor<6304x192xf32>
    %v1304 = stablehlo.add %v1277, %v1303 : tensor<6304x192xf32>
    %v1308 = stablehlo.transpose %v1307, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1311 = stablehlo.transpose %v1310, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1316 = stablehlo.transpose %v1315, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1319 = stablehlo.transpose %v1318, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1321 = stablehlo.reduce(%v1304 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1322 = stablehlo.broadcast_in_dim %v1321, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1323 = stablehlo.multiply %v1322, %v382 : tensor<6304x192xf32>
    %v1324 = stablehlo.subtract %v1304, %v1323 : tensor<6304x192xf32>
    %v1325 = stablehlo.multiply %v1324, %v1324 : tensor<6304x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1326 = stablehlo.reduce(%v1325 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1327 = stablehlo.broadcast_in_dim %v1326, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1328 = stablehlo.multiply %v1327, %v382 : tensor<6304x192xf32>
    %v1329 = stablehlo.add %v1328, %v389 : tensor<6304x192xf32>
    %v1330 = stablehlo.rsqrt %v1329 : tensor<6304x192xf32>
    %v1331 = stablehlo.multiply %v1324, %v1330 : tensor<6304x192xf32>
    %v1332 = stablehlo.broadcast_in_dim %v1305, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1333 = stablehlo.multiply %v1331, %v1332 : tensor<6304x192xf32>
    %v1334 = stablehlo.broadcast_in_dim %v1306, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1335 = stablehlo.add %v1333, %v1334 : tensor<6304x192xf32>
    %v1336 = stablehlo.dot_general %v1335, %v1308, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1337 = stablehlo.broadcast_in_dim %v1309, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1338 = stablehlo.add %v1336, %v1337 : tensor<6304x576xf32>
    %v1339 = stablehlo.reshape %v1338 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1340 = stablehlo.transpose %v1339, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1341 = "stablehlo.slice"(%v1340) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1342 = stablehlo.reshape %v1341 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1343 = "stablehlo.slice"(%v1340) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1344 = stablehlo.reshape %v1343 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1345 = "stablehlo.slice"(%v1340) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1346 = stablehlo.reshape %v1345 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1347 = stablehlo.dot_general %v1342, %v1344, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1348 = stablehlo.multiply %v1347, %v409 : tensor<32x3x197x197xf32>
    %c102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1349 = stablehlo.reduce(%v1348 init: %c102) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1350 = stablehlo.broadcast_in_dim %v1349, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1351 = stablehlo.subtract %v1348, %v1350 : tensor<32x3x197x197xf32>
    %v1352 = stablehlo.exponential %v1351 : tensor<32x3x197x197xf32>
    %c103 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1353 = stablehlo.reduce(%v1352 init: %c103) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1354 = stablehlo.broadcast_in_dim %v1353, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1355 = stablehlo.divide %v1352, %v1354 : tensor<32x3x197x197xf32>
    %v1356 = stablehlo.dot_general %v1355, %v1346, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1357 = stablehlo.transpose %v1356, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1358 = stablehlo.reshape %v1357 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1359 = stablehlo.dot_general %v1358, %v1311, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1360 = stablehlo.broadcast_in_dim %v1312, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1361 = stablehlo.add %v1359, %v1360 : tensor<6304x192xf32>
    %v1362 = stablehlo.add %v1304, %v1361 : tensor<6304x192xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1363 = stablehlo.reduce(%v1362 init: %c104) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1364 = stablehlo.broadcast_in_dim %v1363, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1365 = stablehlo.multiply %v1364, %v382 : tensor<6304x192xf32>
    %v1366 = stablehlo.subtract %v1362, %v1365 : tensor<6304x192xf32>
    %v1367 = stablehlo.multiply %v1366, %v1366 : tensor<6304x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1368 = stablehlo.reduce(%v1367 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1369 = stablehlo.broadcast_in_dim %v1368, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1370 = stablehlo.multiply %v1369, %v382 : tensor<6304x192xf32>
    %v1371 = stablehlo.add %v1370, %v389 : tensor<6304x192xf32>
    %v1372 = stablehlo.rsqrt %v1371 : tensor<6304x192xf32>
    %v1373 = stablehlo.multiply %v1366, %v1372 : tensor<6304x192xf32>
    %v1374 = stablehlo.broadcast_in_dim %v1313, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1375 = stablehlo.multiply %v1373, %v1374 : tensor<6304x192xf32>
    %v1376 = stablehlo.broadcast_in_dim %v1314, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1377 = stablehlo.add %v1375, %v1376 : tensor<6304x192xf32>
    %v1378 = stablehlo.dot_general %v1377, %v1316, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1379 = stablehlo.broadcast_in_dim %v1317, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1380 = stablehlo.add %v1378, %v1379 : tensor<6304x768xf32>
    %v1381 = stablehlo.multiply %v1380, %v443 : tensor<6304x768xf32>
    %v1382 = chlo.erf %v1381 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1383 = stablehlo.add %v446, %v1382 : tensor<6304x768xf32>
    %v1384 = stablehlo.multiply %v1383, %v448 : tensor<6304x768xf32>
    %v1385 = stablehlo.multiply %v1380, %v1384 : tensor<6304x768xf32>
    %v1386 = stablehlo.dot_general %v1385, %v1319, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1387 = stablehlo.broadcast_in_dim %v1320, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1388 = stablehlo.add %v1386, %v1387 : tensor<6304x192xf32>
    %v1389 = stablehlo.add %v1362, %v1388 : tensor<6304x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1392 = stablehlo.reduce(%v1389 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1393 = stablehlo.broadcast_in_dim %v1392, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1394 = stablehlo.multiply %v1393, %v382 : tensor<6304x192xf32>
    %v1395 = stablehlo.subtract %v1389, %v1394 : tensor<6304x192xf32>
    %v1396 = stablehlo.multiply %v1395, %v1395 : tensor<6304x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1397 = stablehlo.reduce(%v1396 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1398 = stablehlo.broadcast_in_dim %v1397, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1399 = stablehlo.multiply %v1398, %v382 : tensor<6304x192xf32>
    %v1400 = stablehlo.add %v1399, %v389 : tensor<6304x192xf32>
    %v1401 = stablehlo.rsqrt %v1400 : tensor<6304x192xf32>
    %v1402 = stablehlo.multiply %v1395, %v1401 : tensor<6304x192xf32>
    %v1403 = stablehlo.broadcast_in_dim %v1390, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1404 = stablehlo.multiply %v1402, %v1403 : tensor<6304x192xf32>
    %v1405 = stablehlo.broadcast_in_dim %v1391, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1406 = stablehlo.add %v1404, %v1405 : tensor<6304x192xf32>
    %v1407 = stablehlo.reshape %v1406 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v1408 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1409 = stablehlo.reshape %v1408 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1410 = "stablehlo.slice"(%v1409) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1411 = stablehlo.reshape %v1410 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1412 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1413 = stablehlo.reshape %v1412 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1414 = "stablehlo.slice"(%v1413) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1415 = stablehlo.reshape %v1414 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1416 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1417 = stablehlo.reshape %v1416 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1418 = "stablehlo.slice"(%v1417) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1419 = stablehlo.reshape %v1418 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1420 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1421 = stablehlo.reshape %v1420 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1422 = "stablehlo.slice"(%v1421) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1423 = stablehlo.reshape %v1422 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1424 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1425 = stablehlo.reshape %v1424 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1426 = "stablehlo.slice"(%v1425) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1427 = stablehlo.reshape %v1426 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1428 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1429 = stablehlo.reshape %v1428 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1430 = "stablehlo.slice"(%v1429) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1431 = stablehlo.reshape %v1430 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1432 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1433 = stablehlo.reshape %v1432 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1434 = "stablehlo.slice"(%v1433) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1435 = stablehlo.reshape %v1434 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1436 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1437 = stablehlo.reshape %v1436 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1438 = "stablehlo.slice"(%v1437) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1439 = stablehlo.reshape %v1438 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1440 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1441 = stablehlo.reshape %v1440 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1442 = "stablehlo.slice"(%v1441) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1443 = stablehlo.reshape %v1442 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1444 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1445 = stablehlo.reshape %v1444 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1446 = "stablehlo.slice"(%v1445) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1447 = stablehlo.reshape %v1446 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1448 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1449 = stablehlo.reshape %v1448 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1450 = "stablehlo.slice"(%v1449) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1451 = stablehlo.reshape %v1450 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1452 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1453 = stablehlo.reshape %v1452 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1454 = "stablehlo.slice"(%v1453) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1455 = stablehlo.reshape %v1454 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1456 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1457 = stablehlo.reshape %v1456 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1458 = "stablehlo.slice"(%v1457) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1459 = stablehlo.reshape %v1458 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1460 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1461 = stablehlo.reshape %v1460 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1462 = "stablehlo.slice"(%v1461) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1463 = stablehlo.reshape %v1462 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1464 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1465 = stablehlo.reshape %v1464 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1466 = "stablehlo.slice"(%v1465) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1467 = stablehlo.reshape %v1466 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1468 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1469 = stablehlo.reshape %v1468 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1470 = "stablehlo.slice"(%v1469) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1471 = stablehlo.reshape %v1470 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1472 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1473 = stablehlo.reshape %v1472 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1474 = "stablehlo.slice"(%v1473) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1475 = stablehlo.reshape %v1474 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1476 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1477 = stablehlo.reshape %v1476 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1478 = "stablehlo.slice"(%v1477) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1479 = stablehlo.reshape %v1478 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1480 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1481 = stablehlo.reshape %v1480 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1482 = "stablehlo.slice"(%v1481) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1483 = stablehlo.reshape %v1482 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1484 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1485 = stablehlo.reshape %v1484 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1486 = "stablehlo.slice"(%v1485) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1487 = stablehlo.reshape %v1486 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1488 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1489 = stablehlo.reshape %v1488 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1490 = "stablehlo.slice"(%v1489) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1491 = stablehlo.reshape %v1490 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1492 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1493 = stablehlo.reshape %v1492 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1494 = "stablehlo.slice"(%v1493) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1495 = stablehlo.reshape %v1494 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1496 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1497 = stablehlo.reshape %v1496 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1498 = "stablehlo.slice"(%v1497) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1499 = stablehlo.reshape %v1498 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1500 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1501 = stablehlo.reshape %v1500 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1502 = "stablehlo.slice"(%v1501) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1503 = stablehlo.reshape %v1502 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1504 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1505 = stablehlo.reshape %v1504 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1506 = "stablehlo.slice"(%v1505) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1507 = stablehlo.reshape %v1506 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1508 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1509 = stablehlo.reshape %v1508 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1510 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1511 = stablehlo.reshape %v1510 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1512 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1513 = stablehlo.reshape %v1512 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1514 = "stablehlo.slice"(%v1513) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1515 = stablehlo.reshape %v1514 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1516 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1517 = stablehlo.reshape %v1516 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1518 = "stablehlo.slice"(%v1517) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1519 = stablehlo.reshape %v1518 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1520 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1521 = stablehlo.reshape %v1520 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1522 = "stablehlo.slice"(%v1521) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1523 = stablehlo.reshape %v1522 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1524 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1525 = stablehlo.reshape %v1524 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1526 = "stablehlo.slice"(%v1525) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1527 = stablehlo.reshape %v1526 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1528 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1529 = stablehlo.reshape %v1528 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1530 = "stablehlo.slice"(%v1529) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1531 = stablehlo.reshape %v1530 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1532 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1533 = stablehlo.reshape %v1532 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1534 = "stablehlo.slice"(%v1533) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1535 = stablehlo.reshape %v1534 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1536 = stablehlo.concatenate %v1411, %v1415, %v1419, %v1423, %v1427, %v1431, %v1435, %v1439, %v1443, %v1447, %v1451, %v1455, %v1459, %v1463, %v1467, %v1471, %v1475, %v1479, %v1483, %v1487, %v1491, %v1495, %v1499, %v1503, %v1507, %v1511, %v1515, %v1519, %v1523, %v1527, %v1531, %v1535, dim = 0 : (tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>) -> tensor<32x1x192xf32>
    %v1537 = stablehlo.reshape %v1536 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %v1539 = stablehlo.transpose %v1538, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %v1541 = stablehlo.dot_general %v1537, %v1539, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %v1542 = stablehlo.broadcast_in_dim %v1540, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1543 = stablehlo.add %v1541, %v1542 : tensor<32x10xf32>
    %v1545 = stablehlo.iota dim = 1 : tensor<32x10xf32>
    %v1546 = stablehlo.broadcast_in_dim %v1544, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1547 = stablehlo.compare EQ, %v1545, %v1546, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %v1548 = stablehlo.constant dense<9.09999998658895470e-1> : tensor<32x10xf32>
    %v1549 = stablehlo.constant dense<1.00000001490116123e-2> : tensor<32x10xf32>
    %v1550 = stablehlo.select %v1547, %v1548, %v1549 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %c108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1551 = stablehlo.reduce(%v1543 init: %c108) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1552 = stablehlo.broadcast_in_dim %v1551, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1553 = stablehlo.subtract %v1543, %v1552 : tensor<32x10xf32>
    %v1554 = stablehlo.exponential %v1553 : tensor<32x10xf32>
    %c109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1555 = stablehlo.reduce(%v1554 init: %c109) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1556 = stablehlo.broadcast_in_dim %v1555, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1557 = stablehlo.log %v1556 : tensor<32x10xf32>
    %v1558 = stablehlo.add %v1557, %v1552 : tensor<32x10xf32>
    %v1559 = stablehlo.subtract %v1558, %v1543 : tensor<32x10xf32>
    %v1560 = stablehlo.multiply %v1550, %v1559 : tensor<32x10xf32>
    %c110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1561 = stablehlo.reduce(%v1560 init: %c110) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %v1562 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<f32>
    %v1563 = stablehlo.multiply %v1561, %v1562 : tensor<f32>
    %v1564 = stablehlo.constant dense<1.00000000000000000e0> : tensor<f32>
    %v1565 = stablehlo.divide %v1554, %v1556 : tensor<32x10xf32>
    %v1566 = stablehlo.subtract %v1565, %v1550 : tensor<32x10xf32>
    %v1567 = stablehlo.broadcast_in_dim %v1564, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %v1568 = stablehlo.multiply %v1566, %v1567 : tensor<32x10xf32>
    %v1569 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<32x10xf32>
    %v1570 = stablehlo.multiply %v1568, %v1569 : tensor<32x10xf32>
    %v1571 = stablehlo.dot_general %v1570, %v1539, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<192x10xf32>) -> tensor<32x192xf32>
    %v1572 = stablehlo.dot_general %v1537, %v1570, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x10xf32>) -> tensor<192x10xf32>
    %c111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1573 = stablehlo.reduce(%v1570 init: %c111) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %v1574 = stablehlo.reshape %v1571 : (tensor<32x192xf32>) -> tensor<32x1x192xf32>
    %v1575 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1576 = stablehlo.reshape %v1575 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1577 = "stablehlo.pad"(%v1576, %c112) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1578 = stablehlo.reshape %v1577 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1579 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1580 = stablehlo.reshape %v1579 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c113 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1581 = "stablehlo.pad"(%v1580, %c113) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1582 = stablehlo.reshape %v1581 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1583 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1584 = stablehlo.reshape %v1583 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c114 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1585 = "stablehlo.pad"(%v1584, %c114) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1586 = stablehlo.reshape %v1585 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1587 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1588 = stablehlo.reshape %v1587 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c115 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1589 = "stablehlo.pad"(%v1588, %c115) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1590 = stablehlo.reshape %v1589 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1591 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1592 = stablehlo.reshape %v1591 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1593 = "stablehlo.pad"(%v1592, %c116) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1594 = stablehlo.reshape %v1593 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1595 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1596 = stablehlo.reshape %v1595 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1597 = "stablehlo.pad"(%v1596, %c117) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1598 = stablehlo.reshape %v1597 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1599 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1600 = stablehlo.reshape %v1599 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1601 = "stablehlo.pad"(%v1600, %c118) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1602 = stablehlo.reshape %v1601 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1603 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1604 = stablehlo.reshape %v1603 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1605 = "stablehlo.pad"(%v1604, %c119) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1606 = stablehlo.reshape %v1605 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1607 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1608 = stablehlo.reshape %v1607 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c120 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1609 = "stablehlo.pad"(%v1608, %c120) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1610 = stablehlo.reshape %v1609 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1611 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1612 = stablehlo.reshape %v1611 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c121 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1613 = "stablehlo.pad"(%v1612, %c121) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1614 = stablehlo.reshape %v1613 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1615 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1616 = stablehlo.reshape %v1615 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1617 = "stablehlo.pad"(%v1616, %c122) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1618 = stablehlo.reshape %v1617 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1619 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1620 = stablehlo.reshape %v1619 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1621 = "stablehlo.pad"(%v1620, %c123) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1622 = stablehlo.reshape %v1621 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1623 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1624 = stablehlo.reshape %v1623 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c124 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1625 = "stablehlo.pad"(%v1624, %c124) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1626 = stablehlo.reshape %v1625 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1627 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1628 = stablehlo.reshape %v1627 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1629 = "stablehlo.pad"(%v1628, %c125) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1630 = stablehlo.reshape %v1629 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1631 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1632 = stablehlo.reshape %v1631 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1633 = "stablehlo.pad"(%v1632, %c126) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1634 = stablehlo.reshape %v1633 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1635 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1636 = stablehlo.reshape %v1635 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c127 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1637 = "stablehlo.pad"(%v1636, %c127) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1638 = stablehlo.reshape %v1637 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1639 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1640 = stablehlo.reshape %v1639 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1641 = "stablehlo.pad"(%v1640, %c128) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1642 = stablehlo.reshape %v1641 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1643 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1644 = stablehlo.reshape %v1643 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1645 = "stablehlo.pad"(%v1644, %c129) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1646 = stablehlo.reshape %v1645 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1647 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1648 = stablehlo.reshape %v1647 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1649 = "stablehlo.pad"(%v1648, %c130) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1650 = stablehlo.reshape %v1649 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1651 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1652 = stablehlo.reshape %v1651 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1653 = "stablehlo.pad"(%v1652, %c131) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1654 = stablehlo.reshape %v1653 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1655 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1656 = stablehlo.reshape %v1655 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1657 = "stablehlo.pad"(%v1656, %c132) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1658 = stablehlo.reshape %v1657 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1659 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1660 = stablehlo.reshape %v1659 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c133 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1661 = "stablehlo.pad"(%v1660, %c133) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1662 = stablehlo.reshape %v1661 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1663 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1664 = stablehlo.reshape %v1663 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1665 = "stablehlo.pad"(%v1664, %c134) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1666 = stablehlo.reshape %v1665 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1667 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1668 = stablehlo.reshape %v1667 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1669 = "stablehlo.pad"(%v1668, %c135) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1670 = stablehlo.reshape %v1669 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1671 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1672 = stablehlo.reshape %v1671 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1673 = "stablehlo.pad"(%v1672, %c136) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1674 = stablehlo.reshape %v1673 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1675 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1676 = stablehlo.reshape %v1675 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1677 = "stablehlo.pad"(%v1676, %c137) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1678 = stablehlo.reshape %v1677 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1679 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1680 = stablehlo.reshape %v1679 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1681 = "stablehlo.pad"(%v1680, %c138) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1682 = stablehlo.reshape %v1681 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1683 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1684 = stablehlo.reshape %v1683 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1685 = "stablehlo.pad"(%v1684, %c139) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1686 = stablehlo.reshape %v1685 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1687 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1688 = stablehlo.reshape %v1687 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c140 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1689 = "stablehlo.pad"(%v1688, %c140) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1690 = stablehlo.reshape %v1689 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1691 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1692 = stablehlo.reshape %v1691 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1693 = "stablehlo.pad"(%v1692, %c141) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1694 = stablehlo.reshape %v1693 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1695 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1696 = stablehlo.reshape %v1695 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1697 = "stablehlo.pad"(%v1696, %c142) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1698 = stablehlo.reshape %v1697 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1699 = "stablehlo.slice"(%v1574) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x1x192xf32>) -> tensor<1x1x192xf32>
    %v1700 = stablehlo.reshape %v1699 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %c143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1701 = "stablehlo.pad"(%v1700, %c143) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v1702 = stablehlo.reshape %v1701 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v1703 = stablehlo.concatenate %v1578, %v1582, %v1586, %v1590, %v1594, %v1598, %v1602, %v1606, %v1610, %v1614, %v1618, %v1622, %v1626, %v1630, %v1634, %v1638, %v1642, %v1646, %v1650, %v1654, %v1658, %v1662, %v1666, %v1670, %v1674, %v1678, %v1682, %v1686, %v1690, %v1694, %v1698, %v1702, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v1704 = stablehlo.reshape %v1703 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %c144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1705 = stablehlo.reduce(%v1704 init: %c144) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1706 = stablehlo.multiply %v1704, %v1403 : tensor<6304x192xf32>
    %v1707 = stablehlo.multiply %v1402, %v1704 : tensor<6304x192xf32>
    %c145 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1708 = stablehlo.reduce(%v1707 init: %c145) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1709 = stablehlo.reduce(%v1706 init: %c146) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1710 = stablehlo.broadcast_in_dim %v1709, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1711 = stablehlo.multiply %v1710, %v382 : tensor<6304x192xf32>
    %v1712 = stablehlo.multiply %v1706, %v1402 : tensor<6304x192xf32>
    %c147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1713 = stablehlo.reduce(%v1712 init: %c147) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1714 = stablehlo.broadcast_in_dim %v1713, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1715 = stablehlo.multiply %v1714, %v382 : tensor<6304x192xf32>
    %v1716 = stablehlo.multiply %v1402, %v1715 : tensor<6304x192xf32>
    %v1717 = stablehlo.subtract %v1706, %v1711 : tensor<6304x192xf32>
    %v1718 = stablehlo.subtract %v1717, %v1716 : tensor<6304x192xf32>
    %v1719 = stablehlo.multiply %v1401, %v1718 : tensor<6304x192xf32>
    %v1720 = stablehlo.dot_general %v1719, %v1319, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1721 = stablehlo.dot_general %v1385, %v1719, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c148 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1722 = stablehlo.reduce(%v1719 init: %c148) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1723 = stablehlo.multiply %v1380, %v1380 : tensor<6304x768xf32>
    %v1724 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1725 = stablehlo.multiply %v1723, %v1724 : tensor<6304x768xf32>
    %v1726 = stablehlo.exponential %v1725 : tensor<6304x768xf32>
    %v1727 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v1728 = stablehlo.multiply %v1726, %v1727 : tensor<6304x768xf32>
    %v1729 = stablehlo.multiply %v1380, %v1728 : tensor<6304x768xf32>
    %v1730 = stablehlo.add %v1384, %v1729 : tensor<6304x768xf32>
    %v1731 = stablehlo.multiply %v1720, %v1730 : tensor<6304x768xf32>
    %v1732 = stablehlo.dot_general %v1731, %v1316, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1733 = stablehlo.dot_general %v1377, %v1731, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c149 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1734 = stablehlo.reduce(%v1731 init: %c149) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c150 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1739 = stablehlo.reduce(%v1732 init: %c150) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1740 = stablehlo.multiply %v1732, %v1374 : tensor<6304x192xf32>
    %v1741 = stablehlo.multiply %v1373, %v1732 : tensor<6304x192xf32>
    %c151 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1742 = stablehlo.reduce(%v1741 init: %c151) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1743 = stablehlo.reduce(%v1740 init: %c152) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1744 = stablehlo.broadcast_in_dim %v1743, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1745 = stablehlo.multiply %v1744, %v382 : tensor<6304x192xf32>
    %v1746 = stablehlo.multiply %v1740, %v1373 : tensor<6304x192xf32>
    %c153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1747 = stablehlo.reduce(%v1746 init: %c153) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1748 = stablehlo.broadcast_in_dim %v1747, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1749 = stablehlo.multiply %v1748, %v382 : tensor<6304x192xf32>
    %v1750 = stablehlo.multiply %v1373, %v1749 : tensor<6304x192xf32>
    %v1751 = stablehlo.subtract %v1740, %v1745 : tensor<6304x192xf32>
    %v1752 = stablehlo.subtract %v1751, %v1750 : tensor<6304x192xf32>
    %v1753 = stablehlo.multiply %v1372, %v1752 : tensor<6304x192xf32>
    %v1754 = stablehlo.add %v1719, %v1753 : tensor<6304x192xf32>
    %v1755 = stablehlo.dot_general %v1754, %v1311, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1756 = stablehlo.dot_general %v1358, %v1754, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1757 = stablehlo.reduce(%v1754 init: %c154) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1758 = stablehlo.reshape %v1755 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1759 = stablehlo.transpose %v1758, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1760 = stablehlo.dot_general %v1355, %v1759, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1761 = stablehlo.dot_general %v1759, %v1346, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1762 = stablehlo.multiply %v1355, %v1761 : tensor<32x3x197x197xf32>
    %c155 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1763 = stablehlo.reduce(%v1762 init: %c155) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1764 = stablehlo.broadcast_in_dim %v1763, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1765 = stablehlo.subtract %v1761, %v1764 : tensor<32x3x197x197xf32>
    %v1766 = stablehlo.multiply %v1355, %v1765 : tensor<32x3x197x197xf32>
    %v1767 = stablehlo.multiply %v1766, %v409 : tensor<32x3x197x197xf32>
    %v1768 = stablehlo.dot_general %v1767, %v1344, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1769 = stablehlo.dot_general %v1767, %v1342, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1770 = stablehlo.reshape %v1768 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1771 = stablehlo.reshape %v1769 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1772 = stablehlo.reshape %v1760 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1773 = stablehlo.concatenate %v1770, %v1771, %v1772, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1774 = stablehlo.transpose %v1773, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1775 = stablehlo.reshape %v1774 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1776 = stablehlo.dot_general %v1775, %v1308, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1777 = stablehlo.dot_general %v1335, %v1775, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c156 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1778 = stablehlo.reduce(%v1775 init: %c156) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1782 = stablehlo.reduce(%v1776 init: %c157) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1783 = stablehlo.multiply %v1776, %v1332 : tensor<6304x192xf32>
    %v1784 = stablehlo.multiply %v1331, %v1776 : tensor<6304x192xf32>
    %c158 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1785 = stablehlo.reduce(%v1784 init: %c158) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c159 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1786 = stablehlo.reduce(%v1783 init: %c159) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1787 = stablehlo.broadcast_in_dim %v1786, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1788 = stablehlo.multiply %v1787, %v382 : tensor<6304x192xf32>
    %v1789 = stablehlo.multiply %v1783, %v1331 : tensor<6304x192xf32>
    %c160 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1790 = stablehlo.reduce(%v1789 init: %c160) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1791 = stablehlo.broadcast_in_dim %v1790, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1792 = stablehlo.multiply %v1791, %v382 : tensor<6304x192xf32>
    %v1793 = stablehlo.multiply %v1331, %v1792 : tensor<6304x192xf32>
    %v1794 = stablehlo.subtract %v1783, %v1788 : tensor<6304x192xf32>
    %v1795 = stablehlo.subtract %v1794, %v1793 : tensor<6304x192xf32>
    %v1796 = stablehlo.multiply %v1330, %v1795 : tensor<6304x192xf32>
    %v1797 = stablehlo.add %v1754, %v1796 : tensor<6304x192xf32>
    %v1798 = stablehlo.dot_general %v1797, %v1234, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1799 = stablehlo.dot_general %v1300, %v1797, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1800 = stablehlo.reduce(%v1797 init: %c161) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1801 = stablehlo.multiply %v1295, %v1295 : tensor<6304x768xf32>
    %v1802 = stablehlo.multiply %v1801, %v1724 : tensor<6304x768xf32>
    %v1803 = stablehlo.exponential %v1802 : tensor<6304x768xf32>
    %v1804 = stablehlo.multiply %v1803, %v1727 : tensor<6304x768xf32>
    %v1805 = stablehlo.multiply %v1295, %v1804 : tensor<6304x768xf32>
    %v1806 = stablehlo.add %v1299, %v1805 : tensor<6304x768xf32>
    %v1807 = stablehlo.multiply %v1798, %v1806 : tensor<6304x768xf32>
    %v1808 = stablehlo.dot_general %v1807, %v1231, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1809 = stablehlo.dot_general %v1292, %v1807, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c162 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1810 = stablehlo.reduce(%v1807 init: %c162) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1811 = stablehlo.reduce(%v1808 init: %c163) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1812 = stablehlo.multiply %v1808, %v1289 : tensor<6304x192xf32>
    %v1813 = stablehlo.multiply %v1288, %v1808 : tensor<6304x192xf32>
    %c164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1814 = stablehlo.reduce(%v1813 init: %c164) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1815 = stablehlo.reduce(%v1812 init: %c165) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1816 = stablehlo.broadcast_in_dim %v1815, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1817 = stablehlo.multiply %v1816, %v382 : tensor<6304x192xf32>
    %v1818 = stablehlo.multiply %v1812, %v1288 : tensor<6304x192xf32>
    %c166 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1819 = stablehlo.reduce(%v1818 init: %c166) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1820 = stablehlo.broadcast_in_dim %v1819, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1821 = stablehlo.multiply %v1820, %v382 : tensor<6304x192xf32>
    %v1822 = stablehlo.multiply %v1288, %v1821 : tensor<6304x192xf32>
    %v1823 = stablehlo.subtract %v1812, %v1817 : tensor<6304x192xf32>
    %v1824 = stablehlo.subtract %v1823, %v1822 : tensor<6304x192xf32>
    %v1825 = stablehlo.multiply %v1287, %v1824 : tensor<6304x192xf32>
    %v1826 = stablehlo.add %v1797, %v1825 : tensor<6304x192xf32>
    %v1827 = stablehlo.dot_general %v1826, %v1226, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1828 = stablehlo.dot_general %v1273, %v1826, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1829 = stablehlo.reduce(%v1826 init: %c167) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1830 = stablehlo.reshape %v1827 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1831 = stablehlo.transpose %v1830, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1832 = stablehlo.dot_general %v1270, %v1831, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1833 = stablehlo.dot_general %v1831, %v1261, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1834 = stablehlo.multiply %v1270, %v1833 : tensor<32x3x197x197xf32>
    %c168 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1835 = stablehlo.reduce(%v1834 init: %c168) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1836 = stablehlo.broadcast_in_dim %v1835, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1837 = stablehlo.subtract %v1833, %v1836 : tensor<32x3x197x197xf32>
    %v1838 = stablehlo.multiply %v1270, %v1837 : tensor<32x3x197x197xf32>
    %v1839 = stablehlo.multiply %v1838, %v409 : tensor<32x3x197x197xf32>
    %v1840 = stablehlo.dot_general %v1839, %v1259, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1841 = stablehlo.dot_general %v1839, %v1257, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1842 = stablehlo.reshape %v1840 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1843 = stablehlo.reshape %v1841 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1844 = stablehlo.reshape %v1832 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1845 = stablehlo.concatenate %v1842, %v1843, %v1844, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1846 = stablehlo.transpose %v1845, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1847 = stablehlo.reshape %v1846 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1848 = stablehlo.dot_general %v1847, %v1223, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1849 = stablehlo.dot_general %v1250, %v1847, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c169 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1850 = stablehlo.reduce(%v1847 init: %c169) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c170 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1851 = stablehlo.reduce(%v1848 init: %c170) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1852 = stablehlo.multiply %v1848, %v1247 : tensor<6304x192xf32>
    %v1853 = stablehlo.multiply %v1246, %v1848 : tensor<6304x192xf32>
    %c171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1854 = stablehlo.reduce(%v1853 init: %c171) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c172 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1855 = stablehlo.reduce(%v1852 init: %c172) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1856 = stablehlo.broadcast_in_dim %v1855, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1857 = stablehlo.multiply %v1856, %v382 : tensor<6304x192xf32>
    %v1858 = stablehlo.multiply %v1852, %v1246 : tensor<6304x192xf32>
    %c173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1859 = stablehlo.reduce(%v1858 init: %c173) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1860 = stablehlo.broadcast_in_dim %v1859, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1861 = stablehlo.multiply %v1860, %v382 : tensor<6304x192xf32>
    %v1862 = stablehlo.multiply %v1246, %v1861 : tensor<6304x192xf32>
    %v1863 = stablehlo.subtract %v1852, %v1857 : tensor<6304x192xf32>
    %v1864 = stablehlo.subtract %v1863, %v1862 : tensor<6304x192xf32>
    %v1865 = stablehlo.multiply %v1245, %v1864 : tensor<6304x192xf32>
    %v1866 = stablehlo.add %v1826, %v1865 : tensor<6304x192xf32>
    %v1867 = stablehlo.dot_general %v1866, %v1149, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1868 = stablehlo.dot_general %v1215, %v1866, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c174 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1869 = stablehlo.reduce(%v1866 init: %c174) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1870 = stablehlo.multiply %v1210, %v1210 : tensor<6304x768xf32>
    %v1871 = stablehlo.multiply %v1870, %v1724 : tensor<6304x768xf32>
    %v1872 = stablehlo.exponential %v1871 : tensor<6304x768xf32>
    %v1873 = stablehlo.multiply %v1872, %v1727 : tensor<6304x768xf32>
    %v1874 = stablehlo.multiply %v1210, %v1873 : tensor<6304x768xf32>
    %v1875 = stablehlo.add %v1214, %v1874 : tensor<6304x768xf32>
    %v1876 = stablehlo.multiply %v1867, %v1875 : tensor<6304x768xf32>
    %v1877 = stablehlo.dot_general %v1876, %v1146, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1878 = stablehlo.dot_general %v1207, %v1876, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1879 = stablehlo.reduce(%v1876 init: %c175) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c176 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1880 = stablehlo.reduce(%v1877 init: %c176) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1881 = stablehlo.multiply %v1877, %v1204 : tensor<6304x192xf32>
    %v1882 = stablehlo.multiply %v1203, %v1877 : tensor<6304x192xf32>
    %c177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1883 = stablehlo.reduce(%v1882 init: %c177) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1884 = stablehlo.reduce(%v1881 init: %c178) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1885 = stablehlo.broadcast_in_dim %v1884, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1886 = stablehlo.multiply %v1885, %v382 : tensor<6304x192xf32>
    %v1887 = stablehlo.multiply %v1881, %v1203 : tensor<6304x192xf32>
    %c179 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1888 = stablehlo.reduce(%v1887 init: %c179) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1889 = stablehlo.broadcast_in_dim %v1888, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1890 = stablehlo.multiply %v1889, %v382 : tensor<6304x192xf32>
    %v1891 = stablehlo.multiply %v1203, %v1890 : tensor<6304x192xf32>
    %v1892 = stablehlo.subtract %v1881, %v1886 : tensor<6304x192xf32>
    %v1893 = stablehlo.subtract %v1892, %v1891 : tensor<6304x192xf32>
    %v1894 = stablehlo.multiply %v1202, %v1893 : tensor<6304x192xf32>
    %v1895 = stablehlo.add %v1866, %v1894 : tensor<6304x192xf32>
    %v1896 = stablehlo.dot_general %v1895, %v1141, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1897 = stablehlo.dot_general %v1188, %v1895, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1898 = stablehlo.reduce(%v1895 init: %c180) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1899 = stablehlo.reshape %v1896 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1900 = stablehlo.transpose %v1899, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1901 = stablehlo.dot_general %v1185, %v1900, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1902 = stablehlo.dot_general %v1900, %v1176, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1903 = stablehlo.multiply %v1185, %v1902 : tensor<32x3x197x197xf32>
    %c181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1904 = stablehlo.reduce(%v1903 init: %c181) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1905 = stablehlo.broadcast_in_dim %v1904, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1906 = stablehlo.subtract %v1902, %v1905 : tensor<32x3x197x197xf32>
    %v1907 = stablehlo.multiply %v1185, %v1906 : tensor<32x3x197x197xf32>
    %v1908 = stablehlo.multiply %v1907, %v409 : tensor<32x3x197x197xf32>
    %v1909 = stablehlo.dot_general %v1908, %v1174, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1910 = stablehlo.dot_general %v1908, %v1172, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1911 = stablehlo.reshape %v1909 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1912 = stablehlo.reshape %v1910 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1913 = stablehlo.reshape %v1901 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1914 = stablehlo.concatenate %v1911, %v1912, %v1913, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1915 = stablehlo.transpose %v1914, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1916 = stablehlo.reshape %v1915 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1917 = stablehlo.dot_general %v1916, %v1138, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1918 = stablehlo.dot_general %v1165, %v1916, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1919 = stablehlo.reduce(%v1916 init: %c182) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c183 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1920 = stablehlo.reduce(%v1917 init: %c183) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1921 = stablehlo.multiply %v1917, %v1162 : tensor<6304x192xf32>
    %v1922 = stablehlo.multiply %v1161, %v1917 : tensor<6304x192xf32>
    %c184 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1923 = stablehlo.reduce(%v1922 init: %c184) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1924 = stablehlo.reduce(%v1921 init: %c185) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1925 = stablehlo.broadcast_in_dim %v1924, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1926 = stablehlo.multiply %v1925, %v382 : tensor<6304x192xf32>
    %v1927 = stablehlo.multiply %v1921, %v1161 : tensor<6304x192xf32>
    %c186 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1928 = stablehlo.reduce(%v1927 init: %c186) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1929 = stablehlo.broadcast_in_dim %v1928, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1930 = stablehlo.multiply %v1929, %v382 : tensor<6304x192xf32>
    %v1931 = stablehlo.multiply %v1161, %v1930 : tensor<6304x192xf32>
    %v1932 = stablehlo.subtract %v1921, %v1926 : tensor<6304x192xf32>
    %v1933 = stablehlo.subtract %v1932, %v1931 : tensor<6304x192xf32>
    %v1934 = stablehlo.multiply %v1160, %v1933 : tensor<6304x192xf32>
    %v1935 = stablehlo.add %v1895, %v1934 : tensor<6304x192xf32>
    %v1936 = stablehlo.dot_general %v1935, %v1064, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1937 = stablehlo.dot_general %v1130, %v1935, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1938 = stablehlo.reduce(%v1935 init: %c187) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1939 = stablehlo.multiply %v1125, %v1125 : tensor<6304x768xf32>
    %v1940 = stablehlo.multiply %v1939, %v1724 : tensor<6304x768xf32>
    %v1941 = stablehlo.exponential %v1940 : tensor<6304x768xf32>
    %v1942 = stablehlo.multiply %v1941, %v1727 : tensor<6304x768xf32>
    %v1943 = stablehlo.multiply %v1125, %v1942 : tensor<6304x768xf32>
    %v1944 = stablehlo.add %v1129, %v1943 : tensor<6304x768xf32>
    %v1945 = stablehlo.multiply %v1936, %v1944 : tensor<6304x768xf32>
    %v1946 = stablehlo.dot_general %v1945, %v1061, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1947 = stablehlo.dot_general %v1122, %v1945, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1948 = stablehlo.reduce(%v1945 init: %c188) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1949 = stablehlo.reduce(%v1946 init: %c189) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1950 = stablehlo.multiply %v1946, %v1119 : tensor<6304x192xf32>
    %v1951 = stablehlo.multiply %v1118, %v1946 : tensor<6304x192xf32>
    %c190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1952 = stablehlo.reduce(%v1951 init: %c190) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1953 = stablehlo.reduce(%v1950 init: %c191) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1954 = stablehlo.broadcast_in_dim %v1953, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1955 = stablehlo.multiply %v1954, %v382 : tensor<6304x192xf32>
    %v1956 = stablehlo.multiply %v1950, %v1118 : tensor<6304x192xf32>
    %c192 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1957 = stablehlo.reduce(%v1956 init: %c192) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1958 = stablehlo.broadcast_in_dim %v1957, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1959 = stablehlo.multiply %v1958, %v382 : tensor<6304x192xf32>
    %v1960 = stablehlo.multiply %v1118, %v1959 : tensor<6304x192xf32>
    %v1961 = stablehlo.subtract %v1950, %v1955 : tensor<6304x192xf32>
    %v1962 = stablehlo.subtract %v1961, %v1960 : tensor<6304x192xf32>
    %v1963 = stablehlo.multiply %v1117, %v1962 : tensor<6304x192xf32>
    %v1964 = stablehlo.add %v1935, %v1963 : tensor<6304x192xf32>
    %v1965 = stablehlo.dot_general %v1964, %v1056, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1966 = stablehlo.dot_general %v1103, %v1964, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1967 = stablehlo.reduce(%v1964 init: %c193) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1968 = stablehlo.reshape %v1965 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1969 = stablehlo.transpose %v1968, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1970 = stablehlo.dot_general %v1100, %v1969, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1971 = stablehlo.dot_general %v1969, %v1091, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1972 = stablehlo.multiply %v1100, %v1971 : tensor<32x3x197x197xf32>
    %c194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1973 = stablehlo.reduce(%v1972 init: %c194) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1974 = stablehlo.broadcast_in_dim %v1973, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1975 = stablehlo.subtract %v1971, %v1974 : tensor<32x3x197x197xf32>
    %v1976 = stablehlo.multiply %v1100, %v1975 : tensor<32x3x197x197xf32>
    %v1977 = stablehlo.multiply %v1976, %v409 : tensor<32x3x197x197xf32>
    %v1978 = stablehlo.dot_general %v1977, %v1089, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1979 = stablehlo.dot_general %v1977, %v1087, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1980 = stablehlo.reshape %v1978 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1981 = stablehlo.reshape %v1979 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1982 = stablehlo.reshape %v1970 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1983 = stablehlo.concatenate %v1980, %v1981, %v1982, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1984 = stablehlo.transpose %v1983, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1985 = stablehlo.reshape %v1984 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1986 = stablehlo.dot_general %v1985, %v1053, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1987 = stablehlo.dot_general %v1080, %v1985, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1988 = stablehlo.reduce(%v1985 init: %c195) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1989 = stablehlo.reduce(%v1986 init: %c196) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1990 = stablehlo.multiply %v1986, %v1077 : tensor<6304x192xf32>
    %v1991 = stablehlo.multiply %v1076, %v1986 : tensor<6304x192xf32>
    %c197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1992 = stablehlo.reduce(%v1991 init: %c197) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1993 = stablehlo.reduce(%v1990 init: %c198) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1994 = stablehlo.broadcast_in_dim %v1993, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1995 = stablehlo.multiply %v1994, %v382 : tensor<6304x192xf32>
    %v1996 = stablehlo.multiply %v1990, %v1076 : tensor<6304x192xf32>
    %c199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1997 = stablehlo.reduce(%v1996 init: %c199) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1998 = stablehlo.broadcast_in_dim %v1997, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1999 = stablehlo.multiply %v1998, %v382 : tensor<6304x192xf32>
    %v2000 = stablehlo.multiply %v1076, %v1999 : tensor<6304x192xf32>
    %v2001 = stablehlo.subtract %v1990, %v1995 : tensor<6304x192xf32>
    %v2002 = stablehlo.subtract %v2001, %v2000 : tensor<6304x192xf32>
    %v2003 = stablehlo.multiply %v1075, %v2002 : tensor<6304x192xf32>
    %v2004 = stablehlo.add %v1964, %v2003 : tensor<6304x192xf32>
    %v2005 = stablehlo.dot_general %v2004, %v979, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2006 = stablehlo.dot_general %v1045, %v2004, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2007 = stablehlo.reduce(%v2004 init: %c200) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2008 = stablehlo.multiply %v1040, %v1040 : tensor<6304x768xf32>
    %v2009 = stablehlo.multiply %v2008, %v1724 : tensor<6304x768xf32>
    %v2010 = stablehlo.exponential %v2009 : tensor<6304x768xf32>
    %v2011 = stablehlo.multiply %v2010, %v1727 : tensor<6304x768xf32>
    %v2012 = stablehlo.multiply %v1040, %v2011 : tensor<6304x768xf32>
    %v2013 = stablehlo.add %v1044, %v2012 : tensor<6304x768xf32>
    %v2014 = stablehlo.multiply %v2005, %v2013 : tensor<6304x768xf32>
    %v2015 = stablehlo.dot_general %v2014, %v976, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2016 = stablehlo.dot_general %v1037, %v2014, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2017 = stablehlo.reduce(%v2014 init: %c201) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c202 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2018 = stablehlo.reduce(%v2015 init: %c202) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2019 = stablehlo.multiply %v2015, %v1034 : tensor<6304x192xf32>
    %v2020 = stablehlo.multiply %v1033, %v2015 : tensor<6304x192xf32>
    %c203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2021 = stablehlo.reduce(%v2020 init: %c203) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c204 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2022 = stablehlo.reduce(%v2019 init: %c204) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2023 = stablehlo.broadcast_in_dim %v2022, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2024 = stablehlo.multiply %v2023, %v382 : tensor<6304x192xf32>
    %v2025 = stablehlo.multiply %v2019, %v1033 : tensor<6304x192xf32>
    %c205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2026 = stablehlo.reduce(%v2025 init: %c205) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2027 = stablehlo.broadcast_in_dim %v2026, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2028 = stablehlo.multiply %v2027, %v382 : tensor<6304x192xf32>
    %v2029 = stablehlo.multiply %v1033, %v2028 : tensor<6304x192xf32>
    %v2030 = stablehlo.subtract %v2019, %v2024 : tensor<6304x192xf32>
    %v2031 = stablehlo.subtract %v2030, %v2029 : tensor<6304x192xf32>
    %v2032 = stablehlo.multiply %v1032, %v2031 : tensor<6304x192xf32>
    %v2033 = stablehlo.add %v2004, %v2032 : tensor<6304x192xf32>
    %v2034 = stablehlo.dot_general %v2033, %v971, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2035 = stablehlo.dot_general %v1018, %v2033, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2036 = stablehlo.reduce(%v2033 init: %c206) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2037 = stablehlo.reshape %v2034 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2038 = stablehlo.transpose %v2037, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2039 = stablehlo.dot_general %v1015, %v2038, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2040 = stablehlo.dot_general %v2038, %v1006, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2041 = stablehlo.multiply %v1015, %v2040 : tensor<32x3x197x197xf32>
    %c207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2042 = stablehlo.reduce(%v2041 init: %c207) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2043 = stablehlo.broadcast_in_dim %v2042, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2044 = stablehlo.subtract %v2040, %v2043 : tensor<32x3x197x197xf32>
    %v2045 = stablehlo.multiply %v1015, %v2044 : tensor<32x3x197x197xf32>
    %v2046 = stablehlo.multiply %v2045, %v409 : tensor<32x3x197x197xf32>
    %v2047 = stablehlo.dot_general %v2046, %v1004, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2048 = stablehlo.dot_general %v2046, %v1002, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2049 = stablehlo.reshape %v2047 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2050 = stablehlo.reshape %v2048 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2051 = stablehlo.reshape %v2039 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2052 = stablehlo.concatenate %v2049, %v2050, %v2051, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2053 = stablehlo.transpose %v2052, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2054 = stablehlo.reshape %v2053 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2055 = stablehlo.dot_general %v2054, %v968, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2056 = stablehlo.dot_general %v995, %v2054, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2057 = stablehlo.reduce(%v2054 init: %c208) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c209 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2058 = stablehlo.reduce(%v2055 init: %c209) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2059 = stablehlo.multiply %v2055, %v992 : tensor<6304x192xf32>
    %v2060 = stablehlo.multiply %v991, %v2055 : tensor<6304x192xf32>
    %c210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2061 = stablehlo.reduce(%v2060 init: %c210) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c211 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2062 = stablehlo.reduce(%v2059 init: %c211) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2063 = stablehlo.broadcast_in_dim %v2062, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2064 = stablehlo.multiply %v2063, %v382 : tensor<6304x192xf32>
    %v2065 = stablehlo.multiply %v2059, %v991 : tensor<6304x192xf32>
    %c212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2066 = stablehlo.reduce(%v2065 init: %c212) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2067 = stablehlo.broadcast_in_dim %v2066, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2068 = stablehlo.multiply %v2067, %v382 : tensor<6304x192xf32>
    %v2069 = stablehlo.multiply %v991, %v2068 : tensor<6304x192xf32>
    %v2070 = stablehlo.subtract %v2059, %v2064 : tensor<6304x192xf32>
    %v2071 = stablehlo.subtract %v2070, %v2069 : tensor<6304x192xf32>
    %v2072 = stablehlo.multiply %v990, %v2071 : tensor<6304x192xf32>
    %v2073 = stablehlo.add %v2033, %v2072 : tensor<6304x192xf32>
    %v2074 = stablehlo.dot_general %v2073, %v894, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2075 = stablehlo.dot_general %v960, %v2073, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2076 = stablehlo.reduce(%v2073 init: %c213) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2077 = stablehlo.multiply %v955, %v955 : tensor<6304x768xf32>
    %v2078 = stablehlo.multiply %v2077, %v1724 : tensor<6304x768xf32>
    %v2079 = stablehlo.exponential %v2078 : tensor<6304x768xf32>
    %v2080 = stablehlo.multiply %v2079, %v1727 : tensor<6304x768xf32>
    %v2081 = stablehlo.multiply %v955, %v2080 : tensor<6304x768xf32>
    %v2082 = stablehlo.add %v959, %v2081 : tensor<6304x768xf32>
    %v2083 = stablehlo.multiply %v2074, %v2082 : tensor<6304x768xf32>
    %v2084 = stablehlo.dot_general %v2083, %v891, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2085 = stablehlo.dot_general %v952, %v2083, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2086 = stablehlo.reduce(%v2083 init: %c214) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2087 = stablehlo.reduce(%v2084 init: %c215) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2088 = stablehlo.multiply %v2084, %v949 : tensor<6304x192xf32>
    %v2089 = stablehlo.multiply %v948, %v2084 : tensor<6304x192xf32>
    %c216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2090 = stablehlo.reduce(%v2089 init: %c216) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c217 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2091 = stablehlo.reduce(%v2088 init: %c217) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2092 = stablehlo.broadcast_in_dim %v2091, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2093 = stablehlo.multiply %v2092, %v382 : tensor<6304x192xf32>
    %v2094 = stablehlo.multiply %v2088, %v948 : tensor<6304x192xf32>
    %c218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2095 = stablehlo.reduce(%v2094 init: %c218) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2096 = stablehlo.broadcast_in_dim %v2095, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2097 = stablehlo.multiply %v2096, %v382 : tensor<6304x192xf32>
    %v2098 = stablehlo.multiply %v948, %v2097 : tensor<6304x192xf32>
    %v2099 = stablehlo.subtract %v2088, %v2093 : tensor<6304x192xf32>
    %v2100 = stablehlo.subtract %v2099, %v2098 : tensor<6304x192xf32>
    %v2101 = stablehlo.multiply %v947, %v2100 : tensor<6304x192xf32>
    %v2102 = stablehlo.add %v2073, %v2101 : tensor<6304x192xf32>
    %v2103 = stablehlo.dot_general %v2102, %v886, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2104 = stablehlo.dot_general %v933, %v2102, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2105 = stablehlo.reduce(%v2102 init: %c219) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2106 = stablehlo.reshape %v2103 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2107 = stablehlo.transpose %v2106, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2108 = stablehlo.dot_general %v930, %v2107, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2109 = stablehlo.dot_general %v2107, %v921, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2110 = stablehlo.multiply %v930, %v2109 : tensor<32x3x197x197xf32>
    %c220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2111 = stablehlo.reduce(%v2110 init: %c220) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2112 = stablehlo.broadcast_in_dim %v2111, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2113 = stablehlo.subtract %v2109, %v2112 : tensor<32x3x197x197xf32>
    %v2114 = stablehlo.multiply %v930, %v2113 : tensor<32x3x197x197xf32>
    %v2115 = stablehlo.multiply %v2114, %v409 : tensor<32x3x197x197xf32>
    %v2116 = stablehlo.dot_general %v2115, %v919, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2117 = stablehlo.dot_general %v2115, %v917, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2118 = stablehlo.reshape %v2116 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2119 = stablehlo.reshape %v2117 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2120 = stablehlo.reshape %v2108 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2121 = stablehlo.concatenate %v2118, %v2119, %v2120, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2122 = stablehlo.transpose %v2121, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2123 = stablehlo.reshape %v2122 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2124 = stablehlo.dot_general %v2123, %v883, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2125 = stablehlo.dot_general %v910, %v2123, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2126 = stablehlo.reduce(%v2123 init: %c221) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2127 = stablehlo.reduce(%v2124 init: %c222) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2128 = stablehlo.multiply %v2124, %v907 : tensor<6304x192xf32>
    %v2129 = stablehlo.multiply %v906, %v2124 : tensor<6304x192xf32>
    %c223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2130 = stablehlo.reduce(%v2129 init: %c223) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2131 = stablehlo.reduce(%v2128 init: %c224) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2132 = stablehlo.broadcast_in_dim %v2131, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2133 = stablehlo.multiply %v2132, %v382 : tensor<6304x192xf32>
    %v2134 = stablehlo.multiply %v2128, %v906 : tensor<6304x192xf32>
    %c225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2135 = stablehlo.reduce(%v2134 init: %c225) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2136 = stablehlo.broadcast_in_dim %v2135, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2137 = stablehlo.multiply %v2136, %v382 : tensor<6304x192xf32>
    %v2138 = stablehlo.multiply %v906, %v2137 : tensor<6304x192xf32>
    %v2139 = stablehlo.subtract %v2128, %v2133 : tensor<6304x192xf32>
    %v2140 = stablehlo.subtract %v2139, %v2138 : tensor<6304x192xf32>
    %v2141 = stablehlo.multiply %v905, %v2140 : tensor<6304x192xf32>
    %v2142 = stablehlo.add %v2102, %v2141 : tensor<6304x192xf32>
    %v2143 = stablehlo.dot_general %v2142, %v809, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2144 = stablehlo.dot_general %v875, %v2142, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2145 = stablehlo.reduce(%v2142 init: %c226) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2146 = stablehlo.multiply %v870, %v870 : tensor<6304x768xf32>
    %v2147 = stablehlo.multiply %v2146, %v1724 : tensor<6304x768xf32>
    %v2148 = stablehlo.exponential %v2147 : tensor<6304x768xf32>
    %v2149 = stablehlo.multiply %v2148, %v1727 : tensor<6304x768xf32>
    %v2150 = stablehlo.multiply %v870, %v2149 : tensor<6304x768xf32>
    %v2151 = stablehlo.add %v874, %v2150 : tensor<6304x768xf32>
    %v2152 = stablehlo.multiply %v2143, %v2151 : tensor<6304x768xf32>
    %v2153 = stablehlo.dot_general %v2152, %v806, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2154 = stablehlo.dot_general %v867, %v2152, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c227 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2155 = stablehlo.reduce(%v2152 init: %c227) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2156 = stablehlo.reduce(%v2153 init: %c228) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2157 = stablehlo.multiply %v2153, %v864 : tensor<6304x192xf32>
    %v2158 = stablehlo.multiply %v863, %v2153 : tensor<6304x192xf32>
    %c229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2159 = stablehlo.reduce(%v2158 init: %c229) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c230 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2160 = stablehlo.reduce(%v2157 init: %c230) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2161 = stablehlo.broadcast_in_dim %v2160, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2162 = stablehlo.multiply %v2161, %v382 : tensor<6304x192xf32>
    %v2163 = stablehlo.multiply %v2157, %v863 : tensor<6304x192xf32>
    %c231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2164 = stablehlo.reduce(%v2163 init: %c231) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2165 = stablehlo.broadcast_in_dim %v2164, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2166 = stablehlo.multiply %v2165, %v382 : tensor<6304x192xf32>
    %v2167 = stablehlo.multiply %v863, %v2166 : tensor<6304x192xf32>
    %v2168 = stablehlo.subtract %v2157, %v2162 : tensor<6304x192xf32>
    %v2169 = stablehlo.subtract %v2168, %v2167 : tensor<6304x192xf32>
    %v2170 = stablehlo.multiply %v862, %v2169 : tensor<6304x192xf32>
    %v2171 = stablehlo.add %v2142, %v2170 : tensor<6304x192xf32>
    %v2172 = stablehlo.dot_general %v2171, %v801, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2173 = stablehlo.dot_general %v848, %v2171, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2174 = stablehlo.reduce(%v2171 init: %c232) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2175 = stablehlo.reshape %v2172 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2176 = stablehlo.transpose %v2175, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2177 = stablehlo.dot_general %v845, %v2176, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2178 = stablehlo.dot_general %v2176, %v836, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2179 = stablehlo.multiply %v845, %v2178 : tensor<32x3x197x197xf32>
    %c233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2180 = stablehlo.reduce(%v2179 init: %c233) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2181 = stablehlo.broadcast_in_dim %v2180, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2182 = stablehlo.subtract %v2178, %v2181 : tensor<32x3x197x197xf32>
    %v2183 = stablehlo.multiply %v845, %v2182 : tensor<32x3x197x197xf32>
    %v2184 = stablehlo.multiply %v2183, %v409 : tensor<32x3x197x197xf32>
    %v2185 = stablehlo.dot_general %v2184, %v834, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2186 = stablehlo.dot_general %v2184, %v832, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2187 = stablehlo.reshape %v2185 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2188 = stablehlo.reshape %v2186 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2189 = stablehlo.reshape %v2177 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2190 = stablehlo.concatenate %v2187, %v2188, %v2189, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2191 = stablehlo.transpose %v2190, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2192 = stablehlo.reshape %v2191 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2193 = stablehlo.dot_general %v2192, %v798, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2194 = stablehlo.dot_general %v825, %v2192, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2195 = stablehlo.reduce(%v2192 init: %c234) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2196 = stablehlo.reduce(%v2193 init: %c235) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2197 = stablehlo.multiply %v2193, %v822 : tensor<6304x192xf32>
    %v2198 = stablehlo.multiply %v821, %v2193 : tensor<6304x192xf32>
    %c236 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2199 = stablehlo.reduce(%v2198 init: %c236) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2200 = stablehlo.reduce(%v2197 init: %c237) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2201 = stablehlo.broadcast_in_dim %v2200, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2202 = stablehlo.multiply %v2201, %v382 : tensor<6304x192xf32>
    %v2203 = stablehlo.multiply %v2197, %v821 : tensor<6304x192xf32>
    %c238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2204 = stablehlo.reduce(%v2203 init: %c238) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2205 = stablehlo.broadcast_in_dim %v2204, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2206 = stablehlo.multiply %v2205, %v382 : tensor<6304x192xf32>
    %v2207 = stablehlo.multiply %v821, %v2206 : tensor<6304x192xf32>
    %v2208 = stablehlo.subtract %v2197, %v2202 : tensor<6304x192xf32>
    %v2209 = stablehlo.subtract %v2208, %v2207 : tensor<6304x192xf32>
    %v2210 = stablehlo.multiply %v820, %v2209 : tensor<6304x192xf32>
    %v2211 = stablehlo.add %v2171, %v2210 : tensor<6304x192xf32>
    %v2212 = stablehlo.dot_general %v2211, %v724, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2213 = stablehlo.dot_general %v790, %v2211, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2214 = stablehlo.reduce(%v2211 init: %c239) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2215 = stablehlo.multiply %v785, %v785 : tensor<6304x768xf32>
    %v2216 = stablehlo.multiply %v2215, %v1724 : tensor<6304x768xf32>
    %v2217 = stablehlo.exponential %v2216 : tensor<6304x768xf32>
    %v2218 = stablehlo.multiply %v2217, %v1727 : tensor<6304x768xf32>
    %v2219 = stablehlo.multiply %v785, %v2218 : tensor<6304x768xf32>
    %v2220 = stablehlo.add %v789, %v2219 : tensor<6304x768xf32>
    %v2221 = stablehlo.multiply %v2212, %v2220 : tensor<6304x768xf32>
    %v2222 = stablehlo.dot_general %v2221, %v721, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2223 = stablehlo.dot_general %v782, %v2221, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2224 = stablehlo.reduce(%v2221 init: %c240) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2225 = stablehlo.reduce(%v2222 init: %c241) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2226 = stablehlo.multiply %v2222, %v779 : tensor<6304x192xf32>
    %v2227 = stablehlo.multiply %v778, %v2222 : tensor<6304x192xf32>
    %c242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2228 = stablehlo.reduce(%v2227 init: %c242) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c243 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2229 = stablehlo.reduce(%v2226 init: %c243) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2230 = stablehlo.broadcast_in_dim %v2229, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2231 = stablehlo.multiply %v2230, %v382 : tensor<6304x192xf32>
    %v2232 = stablehlo.multiply %v2226, %v778 : tensor<6304x192xf32>
    %c244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2233 = stablehlo.reduce(%v2232 init: %c244) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2234 = stablehlo.broadcast_in_dim %v2233, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2235 = stablehlo.multiply %v2234, %v382 : tensor<6304x192xf32>
    %v2236 = stablehlo.multiply %v778, %v2235 : tensor<6304x192xf32>
    %v2237 = stablehlo.subtract %v2226, %v2231 : tensor<6304x192xf32>
    %v2238 = stablehlo.subtract %v2237, %v2236 : tensor<6304x192xf32>
    %v2239 = stablehlo.multiply %v777, %v2238 : tensor<6304x192xf32>
    %v2240 = stablehlo.add %v2211, %v2239 : tensor<6304x192xf32>
    %v2241 = stablehlo.dot_general %v2240, %v716, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2242 = stablehlo.dot_general %v763, %v2240, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2243 = stablehlo.reduce(%v2240 init: %c245) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2244 = stablehlo.reshape %v2241 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2245 = stablehlo.transpose %v2244, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2246 = stablehlo.dot_general %v760, %v2245, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2247 = stablehlo.dot_general %v2245, %v751, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2248 = stablehlo.multiply %v760, %v2247 : tensor<32x3x197x197xf32>
    %c246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2249 = stablehlo.reduce(%v2248 init: %c246) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2250 = stablehlo.broadcast_in_dim %v2249, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2251 = stablehlo.subtract %v2247, %v2250 : tensor<32x3x197x197xf32>
    %v2252 = stablehlo.multiply %v760, %v2251 : tensor<32x3x197x197xf32>
    %v2253 = stablehlo.multiply %v2252, %v409 : tensor<32x3x197x197xf32>
    %v2254 = stablehlo.dot_general %v2253, %v749, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2255 = stablehlo.dot_general %v2253, %v747, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2256 = stablehlo.reshape %v2254 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2257 = stablehlo.reshape %v2255 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2258 = stablehlo.reshape %v2246 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2259 = stablehlo.concatenate %v2256, %v2257, %v2258, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2260 = stablehlo.transpose %v2259, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2261 = stablehlo.reshape %v2260 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2262 = stablehlo.dot_general %v2261, %v713, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2263 = stablehlo.dot_general %v740, %v2261, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2264 = stablehlo.reduce(%v2261 init: %c247) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2265 = stablehlo.reduce(%v2262 init: %c248) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2266 = stablehlo.multiply %v2262, %v737 : tensor<6304x192xf32>
    %v2267 = stablehlo.multiply %v736, %v2262 : tensor<6304x192xf32>
    %c249 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2268 = stablehlo.reduce(%v2267 init: %c249) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2269 = stablehlo.reduce(%v2266 init: %c250) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2270 = stablehlo.broadcast_in_dim %v2269, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2271 = stablehlo.multiply %v2270, %v382 : tensor<6304x192xf32>
    %v2272 = stablehlo.multiply %v2266, %v736 : tensor<6304x192xf32>
    %c251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2273 = stablehlo.reduce(%v2272 init: %c251) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2274 = stablehlo.broadcast_in_dim %v2273, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2275 = stablehlo.multiply %v2274, %v382 : tensor<6304x192xf32>
    %v2276 = stablehlo.multiply %v736, %v2275 : tensor<6304x192xf32>
    %v2277 = stablehlo.subtract %v2266, %v2271 : tensor<6304x192xf32>
    %v2278 = stablehlo.subtract %v2277, %v2276 : tensor<6304x192xf32>
    %v2279 = stablehlo.multiply %v735, %v2278 : tensor<6304x192xf32>
    %v2280 = stablehlo.add %v2240, %v2279 : tensor<6304x192xf32>
    %v2281 = stablehlo.dot_general %v2280, %v639, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2282 = stablehlo.dot_general %v705, %v2280, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2283 = stablehlo.reduce(%v2280 init: %c252) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2284 = stablehlo.multiply %v700, %v700 : tensor<6304x768xf32>
    %v2285 = stablehlo.multiply %v2284, %v1724 : tensor<6304x768xf32>
    %v2286 = stablehlo.exponential %v2285 : tensor<6304x768xf32>
    %v2287 = stablehlo.multiply %v2286, %v1727 : tensor<6304x768xf32>
    %v2288 = stablehlo.multiply %v700, %v2287 : tensor<6304x768xf32>
    %v2289 = stablehlo.add %v704, %v2288 : tensor<6304x768xf32>
    %v2290 = stablehlo.multiply %v2281, %v2289 : tensor<6304x768xf32>
    %v2291 = stablehlo.dot_general %v2290, %v636, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2292 = stablehlo.dot_general %v697, %v2290, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2293 = stablehlo.reduce(%v2290 init: %c253) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2294 = stablehlo.reduce(%v2291 init: %c254) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2295 = stablehlo.multiply %v2291, %v694 : tensor<6304x192xf32>
    %v2296 = stablehlo.multiply %v693, %v2291 : tensor<6304x192xf32>
    %c255 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2297 = stablehlo.reduce(%v2296 init: %c255) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2298 = stablehlo.reduce(%v2295 init: %c256) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2299 = stablehlo.broadcast_in_dim %v2298, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2300 = stablehlo.multiply %v2299, %v382 : tensor<6304x192xf32>
    %v2301 = stablehlo.multiply %v2295, %v693 : tensor<6304x192xf32>
    %c257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2302 = stablehlo.reduce(%v2301 init: %c257) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2303 = stablehlo.broadcast_in_dim %v2302, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2304 = stablehlo.multiply %v2303, %v382 : tensor<6304x192xf32>
    %v2305 = stablehlo.multiply %v693, %v2304 : tensor<6304x192xf32>
    %v2306 = stablehlo.subtract %v2295, %v2300 : tensor<6304x192xf32>
    %v2307 = stablehlo.subtract %v2306, %v2305 : tensor<6304x192xf32>
    %v2308 = stablehlo.multiply %v692, %v2307 : tensor<6304x192xf32>
    %v2309 = stablehlo.add %v2280, %v2308 : tensor<6304x192xf32>
    %v2310 = stablehlo.dot_general %v2309, %v631, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2311 = stablehlo.dot_general %v678, %v2309, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2312 = stablehlo.reduce(%v2309 init: %c258) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2313 = stablehlo.reshape %v2310 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2314 = stablehlo.transpose %v2313, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2315 = stablehlo.dot_general %v675, %v2314, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2316 = stablehlo.dot_general %v2314, %v666, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2317 = stablehlo.multiply %v675, %v2316 : tensor<32x3x197x197xf32>
    %c259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2318 = stablehlo.reduce(%v2317 init: %c259) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2319 = stablehlo.broadcast_in_dim %v2318, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2320 = stablehlo.subtract %v2316, %v2319 : tensor<32x3x197x197xf32>
    %v2321 = stablehlo.multiply %v675, %v2320 : tensor<32x3x197x197xf32>
    %v2322 = stablehlo.multiply %v2321, %v409 : tensor<32x3x197x197xf32>
    %v2323 = stablehlo.dot_general %v2322, %v664, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2324 = stablehlo.dot_general %v2322, %v662, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2325 = stablehlo.reshape %v2323 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2326 = stablehlo.reshape %v2324 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2327 = stablehlo.reshape %v2315 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2328 = stablehlo.concatenate %v2325, %v2326, %v2327, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2329 = stablehlo.transpose %v2328, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2330 = stablehlo.reshape %v2329 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2331 = stablehlo.dot_general %v2330, %v628, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2332 = stablehlo.dot_general %v655, %v2330, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2333 = stablehlo.reduce(%v2330 init: %c260) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c261 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2334 = stablehlo.reduce(%v2331 init: %c261) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2335 = stablehlo.multiply %v2331, %v652 : tensor<6304x192xf32>
    %v2336 = stablehlo.multiply %v651, %v2331 : tensor<6304x192xf32>
    %c262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2337 = stablehlo.reduce(%v2336 init: %c262) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2338 = stablehlo.reduce(%v2335 init: %c263) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2339 = stablehlo.broadcast_in_dim %v2338, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2340 = stablehlo.multiply %v2339, %v382 : tensor<6304x192xf32>
    %v2341 = stablehlo.multiply %v2335, %v651 : tensor<6304x192xf32>
    %c264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2342 = stablehlo.reduce(%v2341 init: %c264) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2343 = stablehlo.broadcast_in_dim %v2342, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2344 = stablehlo.multiply %v2343, %v382 : tensor<6304x192xf32>
    %v2345 = stablehlo.multiply %v651, %v2344 : tensor<6304x192xf32>
    %v2346 = stablehlo.subtract %v2335, %v2340 : tensor<6304x192xf32>
    %v2347 = stablehlo.subtract %v2346, %v2345 : tensor<6304x192xf32>
    %v2348 = stablehlo.multiply %v650, %v2347 : tensor<6304x192xf32>
    %v2349 = stablehlo.add %v2309, %v2348 : tensor<6304x192xf32>
    %v2350 = stablehlo.dot_general %v2349, %v554, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2351 = stablehlo.dot_general %v620, %v2349, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2352 = stablehlo.reduce(%v2349 init: %c265) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2353 = stablehlo.multiply %v615, %v615 : tensor<6304x768xf32>
    %v2354 = stablehlo.multiply %v2353, %v1724 : tensor<6304x768xf32>
    %v2355 = stablehlo.exponential %v2354 : tensor<6304x768xf32>
    %v2356 = stablehlo.multiply %v2355, %v1727 : tensor<6304x768xf32>
    %v2357 = stablehlo.multiply %v615, %v2356 : tensor<6304x768xf32>
    %v2358 = stablehlo.add %v619, %v2357 : tensor<6304x768xf32>
    %v2359 = stablehlo.multiply %v2350, %v2358 : tensor<6304x768xf32>
    %v2360 = stablehlo.dot_general %v2359, %v551, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2361 = stablehlo.dot_general %v612, %v2359, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2362 = stablehlo.reduce(%v2359 init: %c266) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2363 = stablehlo.reduce(%v2360 init: %c267) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2364 = stablehlo.multiply %v2360, %v609 : tensor<6304x192xf32>
    %v2365 = stablehlo.multiply %v608, %v2360 : tensor<6304x192xf32>
    %c268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2366 = stablehlo.reduce(%v2365 init: %c268) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2367 = stablehlo.reduce(%v2364 init: %c269) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2368 = stablehlo.broadcast_in_dim %v2367, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2369 = stablehlo.multiply %v2368, %v382 : tensor<6304x192xf32>
    %v2370 = stablehlo.multiply %v2364, %v608 : tensor<6304x192xf32>
    %c270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2371 = stablehlo.reduce(%v2370 init: %c270) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2372 = stablehlo.broadcast_in_dim %v2371, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2373 = stablehlo.multiply %v2372, %v382 : tensor<6304x192xf32>
    %v2374 = stablehlo.multiply %v608, %v2373 : tensor<6304x192xf32>
    %v2375 = stablehlo.subtract %v2364, %v2369 : tensor<6304x192xf32>
    %v2376 = stablehlo.subtract %v2375, %v2374 : tensor<6304x192xf32>
    %v2377 = stablehlo.multiply %v607, %v2376 : tensor<6304x192xf32>
    %v2378 = stablehlo.add %v2349, %v2377 : tensor<6304x192xf32>
    %v2379 = stablehlo.dot_general %v2378, %v546, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2380 = stablehlo.dot_general %v593, %v2378, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2381 = stablehlo.reduce(%v2378 init: %c271) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2382 = stablehlo.reshape %v2379 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2383 = stablehlo.transpose %v2382, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2384 = stablehlo.dot_general %v590, %v2383, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2385 = stablehlo.dot_general %v2383, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2386 = stablehlo.multiply %v590, %v2385 : tensor<32x3x197x197xf32>
    %c272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2387 = stablehlo.reduce(%v2386 init: %c272) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2388 = stablehlo.broadcast_in_dim %v2387, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2389 = stablehlo.subtract %v2385, %v2388 : tensor<32x3x197x197xf32>
    %v2390 = stablehlo.multiply %v590, %v2389 : tensor<32x3x197x197xf32>
    %v2391 = stablehlo.multiply %v2390, %v409 : tensor<32x3x197x197xf32>
    %v2392 = stablehlo.dot_general %v2391, %v579, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2393 = stablehlo.dot_general %v2391, %v577, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2394 = stablehlo.reshape %v2392 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2395 = stablehlo.reshape %v2393 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2396 = stablehlo.reshape %v2384 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2397 = stablehlo.concatenate %v2394, %v2395, %v2396, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2398 = stablehlo.transpose %v2397, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2399 = stablehlo.reshape %v2398 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2400 = stablehlo.dot_general %v2399, %v543, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2401 = stablehlo.dot_general %v570, %v2399, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2402 = stablehlo.reduce(%v2399 init: %c273) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c274 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2403 = stablehlo.reduce(%v2400 init: %c274) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2404 = stablehlo.multiply %v2400, %v567 : tensor<6304x192xf32>
    %v2405 = stablehlo.multiply %v566, %v2400 : tensor<6304x192xf32>
    %c275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2406 = stablehlo.reduce(%v2405 init: %c275) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c276 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2407 = stablehlo.reduce(%v2404 init: %c276) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2408 = stablehlo.broadcast_in_dim %v2407, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2409 = stablehlo.multiply %v2408, %v382 : tensor<6304x192xf32>
    %v2410 = stablehlo.multiply %v2404, %v566 : tensor<6304x192xf32>
    %c277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2411 = stablehlo.reduce(%v2410 init: %c277) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2412 = stablehlo.broadcast_in_dim %v2411, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2413 = stablehlo.multiply %v2412, %v382 : tensor<6304x192xf32>
    %v2414 = stablehlo.multiply %v566, %v2413 : tensor<6304x192xf32>
    %v2415 = stablehlo.subtract %v2404, %v2409 : tensor<6304x192xf32>
    %v2416 = stablehlo.subtract %v2415, %v2414 : tensor<6304x192xf32>
    %v2417 = stablehlo.multiply %v565, %v2416 : tensor<6304x192xf32>
    %v2418 = stablehlo.add %v2378, %v2417 : tensor<6304x192xf32>
    %v2419 = stablehlo.dot_general %v2418, %v469, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2420 = stablehlo.dot_general %v535, %v2418, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2421 = stablehlo.reduce(%v2418 init: %c278) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2422 = stablehlo.multiply %v530, %v530 : tensor<6304x768xf32>
    %v2423 = stablehlo.multiply %v2422, %v1724 : tensor<6304x768xf32>
    %v2424 = stablehlo.exponential %v2423 : tensor<6304x768xf32>
    %v2425 = stablehlo.multiply %v2424, %v1727 : tensor<6304x768xf32>
    %v2426 = stablehlo.multiply %v530, %v2425 : tensor<6304x768xf32>
    %v2427 = stablehlo.add %v534, %v2426 : tensor<6304x768xf32>
    %v2428 = stablehlo.multiply %v2419, %v2427 : tensor<6304x768xf32>
    %v2429 = stablehlo.dot_general %v2428, %v466, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2430 = stablehlo.dot_general %v527, %v2428, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2431 = stablehlo.reduce(%v2428 init: %c279) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2432 = stablehlo.reduce(%v2429 init: %c280) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2433 = stablehlo.multiply %v2429, %v524 : tensor<6304x192xf32>
    %v2434 = stablehlo.multiply %v523, %v2429 : tensor<6304x192xf32>
    %c281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2435 = stablehlo.reduce(%v2434 init: %c281) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2436 = stablehlo.reduce(%v2433 init: %c282) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2437 = stablehlo.broadcast_in_dim %v2436, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2438 = stablehlo.multiply %v2437, %v382 : tensor<6304x192xf32>
    %v2439 = stablehlo.multiply %v2433, %v523 : tensor<6304x192xf32>
    %c283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2440 = stablehlo.reduce(%v2439 init: %c283) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2441 = stablehlo.broadcast_in_dim %v2440, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2442 = stablehlo.multiply %v2441, %v382 : tensor<6304x192xf32>
    %v2443 = stablehlo.multiply %v523, %v2442 : tensor<6304x192xf32>
    %v2444 = stablehlo.subtract %v2433, %v2438 : tensor<6304x192xf32>
    %v2445 = stablehlo.subtract %v2444, %v2443 : tensor<6304x192xf32>
    %v2446 = stablehlo.multiply %v522, %v2445 : tensor<6304x192xf32>
    %v2447 = stablehlo.add %v2418, %v2446 : tensor<6304x192xf32>
    %v2448 = stablehlo.dot_general %v2447, %v461, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2449 = stablehlo.dot_general %v508, %v2447, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2450 = stablehlo.reduce(%v2447 init: %c284) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2451 = stablehlo.reshape %v2448 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2452 = stablehlo.transpose %v2451, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2453 = stablehlo.dot_general %v505, %v2452, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2454 = stablehlo.dot_general %v2452, %v496, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2455 = stablehlo.multiply %v505, %v2454 : tensor<32x3x197x197xf32>
    %c285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2456 = stablehlo.reduce(%v2455 init: %c285) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2457 = stablehlo.broadcast_in_dim %v2456, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2458 = stablehlo.subtract %v2454, %v2457 : tensor<32x3x197x197xf32>
    %v2459 = stablehlo.multiply %v505, %v2458 : tensor<32x3x197x197xf32>
    %v2460 = stablehlo.multiply %v2459, %v409 : tensor<32x3x197x197xf32>
    %v2461 = stablehlo.dot_general %v2460, %v494, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2462 = stablehlo.dot_general %v2460, %v492, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2463 = stablehlo.reshape %v2461 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2464 = stablehlo.reshape %v2462 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2465 = stablehlo.reshape %v2453 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2466 = stablehlo.concatenate %v2463, %v2464, %v2465, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2467 = stablehlo.transpose %v2466, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2468 = stablehlo.reshape %v2467 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2469 = stablehlo.dot_general %v2468, %v458, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2470 = stablehlo.dot_general %v485, %v2468, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2471 = stablehlo.reduce(%v2468 init: %c286) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c287 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2472 = stablehlo.reduce(%v2469 init: %c287) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2473 = stablehlo.multiply %v2469, %v482 : tensor<6304x192xf32>
    %v2474 = stablehlo.multiply %v481, %v2469 : tensor<6304x192xf32>
    %c288 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2475 = stablehlo.reduce(%v2474 init: %c288) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2476 = stablehlo.reduce(%v2473 init: %c289) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2477 = stablehlo.broadcast_in_dim %v2476, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2478 = stablehlo.multiply %v2477, %v382 : tensor<6304x192xf32>
    %v2479 = stablehlo.multiply %v2473, %v481 : tensor<6304x192xf32>
    %c290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2480 = stablehlo.reduce(%v2479 init: %c290) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2481 = stablehlo.broadcast_in_dim %v2480, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2482 = stablehlo.multiply %v2481, %v382 : tensor<6304x192xf32>
    %v2483 = stablehlo.multiply %v481, %v2482 : tensor<6304x192xf32>
    %v2484 = stablehlo.subtract %v2473, %v2478 : tensor<6304x192xf32>
    %v2485 = stablehlo.subtract %v2484, %v2483 : tensor<6304x192xf32>
    %v2486 = stablehlo.multiply %v480, %v2485 : tensor<6304x192xf32>
    %v2487 = stablehlo.add %v2447, %v2486 : tensor<6304x192xf32>
    %v2488 = stablehlo.dot_general %v2487, %v378, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2489 = stablehlo.dot_general %v450, %v2487, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2490 = stablehlo.reduce(%v2487 init: %c291) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2491 = stablehlo.multiply %v442, %v442 : tensor<6304x768xf32>
    %v2492 = stablehlo.multiply %v2491, %v1724 : tensor<6304x768xf32>
    %v2493 = stablehlo.exponential %v2492 : tensor<6304x768xf32>
    %v2494 = stablehlo.multiply %v2493, %v1727 : tensor<6304x768xf32>
    %v2495 = stablehlo.multiply %v442, %v2494 : tensor<6304x768xf32>
    %v2496 = stablehlo.add %v449, %v2495 : tensor<6304x768xf32>
    %v2497 = stablehlo.multiply %v2488, %v2496 : tensor<6304x768xf32>
    %v2498 = stablehlo.dot_general %v2497, %v375, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2499 = stablehlo.dot_general %v439, %v2497, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2500 = stablehlo.reduce(%v2497 init: %c292) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2501 = stablehlo.reduce(%v2498 init: %c293) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2502 = stablehlo.multiply %v2498, %v436 : tensor<6304x192xf32>
    %v2503 = stablehlo.multiply %v435, %v2498 : tensor<6304x192xf32>
    %c294 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2504 = stablehlo.reduce(%v2503 init: %c294) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2505 = stablehlo.reduce(%v2502 init: %c295) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2506 = stablehlo.broadcast_in_dim %v2505, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2507 = stablehlo.multiply %v2506, %v382 : tensor<6304x192xf32>
    %v2508 = stablehlo.multiply %v2502, %v435 : tensor<6304x192xf32>
    %c296 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2509 = stablehlo.reduce(%v2508 init: %c296) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2510 = stablehlo.broadcast_in_dim %v2509, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2511 = stablehlo.multiply %v2510, %v382 : tensor<6304x192xf32>
    %v2512 = stablehlo.multiply %v435, %v2511 : tensor<6304x192xf32>
    %v2513 = stablehlo.subtract %v2502, %v2507 : tensor<6304x192xf32>
    %v2514 = stablehlo.subtract %v2513, %v2512 : tensor<6304x192xf32>
    %v2515 = stablehlo.multiply %v434, %v2514 : tensor<6304x192xf32>
    %v2516 = stablehlo.add %v2487, %v2515 : tensor<6304x192xf32>
    %v2517 = stablehlo.dot_general %v2516, %v370, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2518 = stablehlo.dot_general %v420, %v2516, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2519 = stablehlo.reduce(%v2516 init: %c297) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2520 = stablehlo.reshape %v2517 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2521 = stablehlo.transpose %v2520, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2522 = stablehlo.dot_general %v417, %v2521, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2523 = stablehlo.dot_general %v2521, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2524 = stablehlo.multiply %v417, %v2523 : tensor<32x3x197x197xf32>
    %c298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2525 = stablehlo.reduce(%v2524 init: %c298) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2526 = stablehlo.broadcast_in_dim %v2525, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2527 = stablehlo.subtract %v2523, %v2526 : tensor<32x3x197x197xf32>
    %v2528 = stablehlo.multiply %v417, %v2527 : tensor<32x3x197x197xf32>
    %v2529 = stablehlo.multiply %v2528, %v409 : tensor<32x3x197x197xf32>
    %v2530 = stablehlo.dot_general %v2529, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2531 = stablehlo.dot_general %v2529, %v403, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2532 = stablehlo.reshape %v2530 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2533 = stablehlo.reshape %v2531 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2534 = stablehlo.reshape %v2522 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2535 = stablehlo.concatenate %v2532, %v2533, %v2534, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2536 = stablehlo.transpose %v2535, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2537 = stablehlo.reshape %v2536 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2538 = stablehlo.dot_general %v2537, %v367, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2539 = stablehlo.dot_general %v396, %v2537, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2540 = stablehlo.reduce(%v2537 init: %c299) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2541 = stablehlo.reduce(%v2538 init: %c300) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2542 = stablehlo.multiply %v2538, %v393 : tensor<6304x192xf32>
    %v2543 = stablehlo.multiply %v392, %v2538 : tensor<6304x192xf32>
    %c301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2544 = stablehlo.reduce(%v2543 init: %c301) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2545 = stablehlo.reduce(%v2542 init: %c302) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2546 = stablehlo.broadcast_in_dim %v2545, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2547 = stablehlo.multiply %v2546, %v382 : tensor<6304x192xf32>
    %v2548 = stablehlo.multiply %v2542, %v392 : tensor<6304x192xf32>
    %c303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2549 = stablehlo.reduce(%v2548 init: %c303) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2550 = stablehlo.broadcast_in_dim %v2549, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2551 = stablehlo.multiply %v2550, %v382 : tensor<6304x192xf32>
    %v2552 = stablehlo.multiply %v392, %v2551 : tensor<6304x192xf32>
    %v2553 = stablehlo.subtract %v2542, %v2547 : tensor<6304x192xf32>
    %v2554 = stablehlo.subtract %v2553, %v2552 : tensor<6304x192xf32>
    %v2555 = stablehlo.multiply %v391, %v2554 : tensor<6304x192xf32>
    %v2556 = stablehlo.add %v2516, %v2555 : tensor<6304x192xf32>
    %v2557 = stablehlo.reshape %v2556 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v2558 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2559 = stablehlo.reshape %v2558 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2560 = "stablehlo.slice"(%v2559) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2561 = "stablehlo.slice"(%v2559) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2562 = stablehlo.dot_general %v2561, %v8, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2563 = stablehlo.reduce(%v2561 init: %c304) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2569 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2570 = stablehlo.reshape %v2569 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2571 = "stablehlo.slice"(%v2570) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2572 = "stablehlo.slice"(%v2570) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2573 = stablehlo.add %v2560, %v2571 : tensor<1x192xf32>
    %v2574 = stablehlo.add %v2559, %v2570 : tensor<197x192xf32>
    %v2575 = stablehlo.dot_general %v2572, %v25, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2576 = stablehlo.reduce(%v2572 init: %c305) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2581 = stablehlo.add %v2562, %v2575 : tensor<192x768xf32>
    %v2582 = stablehlo.add %v2563, %v2576 : tensor<192xf32>
    %v2584 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2585 = stablehlo.reshape %v2584 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2586 = "stablehlo.slice"(%v2585) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2587 = "stablehlo.slice"(%v2585) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2588 = stablehlo.add %v2573, %v2586 : tensor<1x192xf32>
    %v2589 = stablehlo.add %v2574, %v2585 : tensor<197x192xf32>
    %v2590 = stablehlo.dot_general %v2587, %v36, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2591 = stablehlo.reduce(%v2587 init: %c306) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2596 = stablehlo.add %v2581, %v2590 : tensor<192x768xf32>
    %v2597 = stablehlo.add %v2582, %v2591 : tensor<192xf32>
    %v2599 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2600 = stablehlo.reshape %v2599 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2601 = "stablehlo.slice"(%v2600) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2602 = "stablehlo.slice"(%v2600) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2603 = stablehlo.add %v2588, %v2601 : tensor<1x192xf32>
    %v2604 = stablehlo.add %v2589, %v2600 : tensor<197x192xf32>
    %v2605 = stablehlo.dot_general %v2602, %v47, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2606 = stablehlo.reduce(%v2602 init: %c307) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2611 = stablehlo.add %v2596, %v2605 : tensor<192x768xf32>
    %v2612 = stablehlo.add %v2597, %v2606 : tensor<192xf32>
    %v2614 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2615 = stablehlo.reshape %v2614 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2616 = "stablehlo.slice"(%v2615) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2617 = "stablehlo.slice"(%v2615) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2618 = stablehlo.add %v2603, %v2616 : tensor<1x192xf32>
    %v2619 = stablehlo.add %v2604, %v2615 : tensor<197x192xf32>
    %v2620 = stablehlo.dot_general %v2617, %v58, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2621 = stablehlo.reduce(%v2617 init: %c308) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2626 = stablehlo.add %v2611, %v2620 : tensor<192x768xf32>
    %v2627 = stablehlo.add %v2612, %v2621 : tensor<192xf32>
    %v2629 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2630 = stablehlo.reshape %v2629 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2631 = "stablehlo.slice"(%v2630) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2632 = "stablehlo.slice"(%v2630) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2633 = stablehlo.add %v2618, %v2631 : tensor<1x192xf32>
    %v2634 = stablehlo.add %v2619, %v2630 : tensor<197x192xf32>
    %v2635 = stablehlo.dot_general %v2632, %v69, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c309 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2636 = stablehlo.reduce(%v2632 init: %c309) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2641 = stablehlo.add %v2626, %v2635 : tensor<192x768xf32>
    %v2642 = stablehlo.add %v2627, %v2636 : tensor<192xf32>
    %v2644 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2645 = stablehlo.reshape %v2644 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2646 = "stablehlo.slice"(%v2645) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2647 = "stablehlo.slice"(%v2645) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2648 = stablehlo.add %v2633, %v2646 : tensor<1x192xf32>
    %v2649 = stablehlo.add %v2634, %v2645 : tensor<197x192xf32>
    %v2650 = stablehlo.dot_general %v2647, %v80, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2651 = stablehlo.reduce(%v2647 init: %c310) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2656 = stablehlo.add %v2641, %v2650 : tensor<192x768xf32>
    %v2657 = stablehlo.add %v2642, %v2651 : tensor<192xf32>
    %v2659 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2660 = stablehlo.reshape %v2659 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2661 = "stablehlo.slice"(%v2660) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2662 = "stablehlo.slice"(%v2660) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2663 = stablehlo.add %v2648, %v2661 : tensor<1x192xf32>
    %v2664 = stablehlo.add %v2649, %v2660 : tensor<197x192xf32>
    %v2665 = stablehlo.dot_general %v2662, %v91, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c311 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2666 = stablehlo.reduce(%v2662 init: %c311) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2671 = stablehlo.add %v2656, %v2665 : tensor<192x768xf32>
    %v2672 = stablehlo.add %v2657, %v2666 : tensor<192xf32>
    %v2674 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2675 = stablehlo.reshape %v2674 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2676 = "stablehlo.slice"(%v2675) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2677 = "stablehlo.slice"(%v2675) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2678 = stablehlo.add %v2663, %v2676 : tensor<1x192xf32>
    %v2679 = stablehlo.add %v2664, %v2675 : tensor<197x192xf32>
    %v2680 = stablehlo.dot_general %v2677, %v102, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2681 = stablehlo.reduce(%v2677 init: %c312) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2686 = stablehlo.add %v2671, %v2680 : tensor<192x768xf32>
    %v2687 = stablehlo.add %v2672, %v2681 : tensor<192xf32>
    %v2689 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2690 = stablehlo.reshape %v2689 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2691 = "stablehlo.slice"(%v2690) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2692 = "stablehlo.slice"(%v2690) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2693 = stablehlo.add %v2678, %v2691 : tensor<1x192xf32>
    %v2694 = stablehlo.add %v2679, %v2690 : tensor<197x192xf32>
    %v2695 = stablehlo.dot_general %v2692, %v113, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2696 = stablehlo.reduce(%v2692 init: %c313) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2701 = stablehlo.add %v2686, %v2695 : tensor<192x768xf32>
    %v2702 = stablehlo.add %v2687, %v2696 : tensor<192xf32>
    %v2704 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2705 = stablehlo.reshape %v2704 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2706 = "stablehlo.slice"(%v2705) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2707 = "stablehlo.slice"(%v2705) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2708 = stablehlo.add %v2693, %v2706 : tensor<1x192xf32>
    %v2709 = stablehlo.add %v2694, %v2705 : tensor<197x192xf32>
    %v2710 = stablehlo.dot_general %v2707, %v124, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2711 = stablehlo.reduce(%v2707 init: %c314) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2716 = stablehlo.add %v2701, %v2710 : tensor<192x768xf32>
    %v2717 = stablehlo.add %v2702, %v2711 : tensor<192xf32>
    %v2719 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2720 = stablehlo.reshape %v2719 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2721 = "stablehlo.slice"(%v2720) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2722 = "stablehlo.slice"(%v2720) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2723 = stablehlo.add %v2708, %v2721 : tensor<1x192xf32>
    %v2724 = stablehlo.add %v2709, %v2720 : tensor<197x192xf32>
    %v2725 = stablehlo.dot_general %v2722, %v135, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2726 = stablehlo.reduce(%v2722 init: %c315) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2731 = stablehlo.add %v2716, %v2725 : tensor<192x768xf32>
    %v2732 = stablehlo.add %v2717, %v2726 : tensor<192xf32>
    %v2734 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2735 = stablehlo.reshape %v2734 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2736 = "stablehlo.slice"(%v2735) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2737 = "stablehlo.slice"(%v2735) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2738 = stablehlo.add %v2723, %v2736 : tensor<1x192xf32>
    %v2739 = stablehlo.add %v2724, %v2735 : tensor<197x192xf32>
    %v2740 = stablehlo.dot_general %v2737, %v146, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c316 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2741 = stablehlo.reduce(%v2737 init: %c316) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2746 = stablehlo.add %v2731, %v2740 : tensor<192x768xf32>
    %v2747 = stablehlo.add %v2732, %v2741 : tensor<192xf32>
    %v2749 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2750 = stablehlo.reshape %v2749 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2751 = "stablehlo.slice"(%v2750) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2752 = "stablehlo.slice"(%v2750) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2753 = stablehlo.add %v2738, %v2751 : tensor<1x192xf32>
    %v2754 = stablehlo.add %v2739, %v2750 : tensor<197x192xf32>
    %v2755 = stablehlo.dot_general %v2752, %v157, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2756 = stablehlo.reduce(%v2752 init: %c317) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2761 = stablehlo.add %v2746, %v2755 : tensor<192x768xf32>
    %v2762 = stablehlo.add %v2747, %v2756 : tensor<192xf32>
    %v2764 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2765 = stablehlo.reshape %v2764 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2766 = "stablehlo.slice"(%v2765) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2767 = "stablehlo.slice"(%v2765) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2768 = stablehlo.add %v2753, %v2766 : tensor<1x192xf32>
    %v2769 = stablehlo.add %v2754, %v2765 : tensor<197x192xf32>
    %v2770 = stablehlo.dot_general %v2767, %v168, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2771 = stablehlo.reduce(%v2767 init: %c318) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2776 = stablehlo.add %v2761, %v2770 : tensor<192x768xf32>
    %v2777 = stablehlo.add %v2762, %v2771 : tensor<192xf32>
    %v2779 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2780 = stablehlo.reshape %v2779 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2781 = "stablehlo.slice"(%v2780) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2782 = "stablehlo.slice"(%v2780) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2783 = stablehlo.add %v2768, %v2781 : tensor<1x192xf32>
    %v2784 = stablehlo.add %v2769, %v2780 : tensor<197x192xf32>
    %v2785 = stablehlo.dot_general %v2782, %v179, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2786 = stablehlo.reduce(%v2782 init: %c319) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2791 = stablehlo.add %v2776, %v2785 : tensor<192x768xf32>
    %v2792 = stablehlo.add %v2777, %v2786 : tensor<192xf32>
    %v2794 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2795 = stablehlo.reshape %v2794 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2796 = "stablehlo.slice"(%v2795) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2797 = "stablehlo.slice"(%v2795) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2798 = stablehlo.add %v2783, %v2796 : tensor<1x192xf32>
    %v2799 = stablehlo.add %v2784, %v2795 : tensor<197x192xf32>
    %v2800 = stablehlo.dot_general %v2797, %v190, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2801 = stablehlo.reduce(%v2797 init: %c320) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2806 = stablehlo.add %v2791, %v2800 : tensor<192x768xf32>
    %v2807 = stablehlo.add %v2792, %v2801 : tensor<192xf32>
    %v2809 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2810 = stablehlo.reshape %v2809 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2811 = "stablehlo.slice"(%v2810) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2812 = "stablehlo.slice"(%v2810) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2813 = stablehlo.add %v2798, %v2811 : tensor<1x192xf32>
    %v2814 = stablehlo.add %v2799, %v2810 : tensor<197x192xf32>
    %v2815 = stablehlo.dot_general %v2812, %v201, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c321 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2816 = stablehlo.reduce(%v2812 init: %c321) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2821 = stablehlo.add %v2806, %v2815 : tensor<192x768xf32>
    %v2822 = stablehlo.add %v2807, %v2816 : tensor<192xf32>
    %v2824 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2825 = stablehlo.reshape %v2824 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2826 = "stablehlo.slice"(%v2825) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2827 = "stablehlo.slice"(%v2825) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2828 = stablehlo.add %v2813, %v2826 : tensor<1x192xf32>
    %v2829 = stablehlo.add %v2814, %v2825 : tensor<197x192xf32>
    %v2830 = stablehlo.dot_general %v2827, %v212, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2831 = stablehlo.reduce(%v2827 init: %c322) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2836 = stablehlo.add %v2821, %v2830 : tensor<192x768xf32>
    %v2837 = stablehlo.add %v2822, %v2831 : tensor<192xf32>
    %v2839 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2840 = stablehlo.reshape %v2839 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2841 = "stablehlo.slice"(%v2840) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2842 = "stablehlo.slice"(%v2840) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2843 = stablehlo.add %v2828, %v2841 : tensor<1x192xf32>
    %v2844 = stablehlo.add %v2829, %v2840 : tensor<197x192xf32>
    %v2845 = stablehlo.dot_general %v2842, %v223, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c323 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2846 = stablehlo.reduce(%v2842 init: %c323) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2851 = stablehlo.add %v2836, %v2845 : tensor<192x768xf32>
    %v2852 = stablehlo.add %v2837, %v2846 : tensor<192xf32>
    %v2854 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2855 = stablehlo.reshape %v2854 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2856 = "stablehlo.slice"(%v2855) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2857 = "stablehlo.slice"(%v2855) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2858 = stablehlo.add %v2843, %v2856 : tensor<1x192xf32>
    %v2859 = stablehlo.add %v2844, %v2855 : tensor<197x192xf32>
    %v2860 = stablehlo.dot_general %v2857, %v234, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2861 = stablehlo.reduce(%v2857 init: %c324) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2866 = stablehlo.add %v2851, %v2860 : tensor<192x768xf32>
    %v2867 = stablehlo.add %v2852, %v2861 : tensor<192xf32>
    %v2869 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2870 = stablehlo.reshape %v2869 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2871 = "stablehlo.slice"(%v2870) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2872 = "stablehlo.slice"(%v2870) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2873 = stablehlo.add %v2858, %v2871 : tensor<1x192xf32>
    %v2874 = stablehlo.add %v2859, %v2870 : tensor<197x192xf32>
    %v2875 = stablehlo.dot_general %v2872, %v245, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c325 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2876 = stablehlo.reduce(%v2872 init: %c325) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2881 = stablehlo.add %v2866, %v2875 : tensor<192x768xf32>
    %v2882 = stablehlo.add %v2867, %v2876 : tensor<192xf32>
    %v2884 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2885 = stablehlo.reshape %v2884 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2886 = "stablehlo.slice"(%v2885) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2887 = "stablehlo.slice"(%v2885) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2888 = stablehlo.add %v2873, %v2886 : tensor<1x192xf32>
    %v2889 = stablehlo.add %v2874, %v2885 : tensor<197x192xf32>
    %v2890 = stablehlo.dot_general %v2887, %v256, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c326 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2891 = stablehlo.reduce(%v2887 init: %c326) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2896 = stablehlo.add %v2881, %v2890 : tensor<192x768xf32>
    %v2897 = stablehlo.add %v2882, %v2891 : tensor<192xf32>
    %v2899 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2900 = stablehlo.reshape %v2899 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2901 = "stablehlo.slice"(%v2900) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2902 = "stablehlo.slice"(%v2900) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2903 = stablehlo.add %v2888, %v2901 : tensor<1x192xf32>
    %v2904 = stablehlo.add %v2889, %v2900 : tensor<197x192xf32>
    %v2905 = stablehlo.dot_general %v2902, %v267, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c327 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2906 = stablehlo.reduce(%v2902 init: %c327) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2911 = stablehlo.add %v2896, %v2905 : tensor<192x768xf32>
    %v2912 = stablehlo.add %v2897, %v2906 : tensor<192xf32>
    %v2914 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2915 = stablehlo.reshape %v2914 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2916 = "stablehlo.slice"(%v2915) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2917 = "stablehlo.slice"(%v2915) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2918 = stablehlo.add %v2903, %v2916 : tensor<1x192xf32>
    %v2919 = stablehlo.add %v2904, %v2915 : tensor<197x192xf32>
    %v2920 = stablehlo.dot_general %v2917, %v278, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c328 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2921 = stablehlo.reduce(%v2917 init: %c328) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2926 = stablehlo.add %v2911, %v2920 : tensor<192x768xf32>
    %v2927 = stablehlo.add %v2912, %v2921 : tensor<192xf32>
    %v2929 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2930 = stablehlo.reshape %v2929 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2931 = "stablehlo.slice"(%v2930) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2932 = "stablehlo.slice"(%v2930) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2933 = stablehlo.add %v2918, %v2931 : tensor<1x192xf32>
    %v2934 = stablehlo.add %v2919, %v2930 : tensor<197x192xf32>
    %v2935 = stablehlo.dot_general %v2932, %v289, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c329 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2936 = stablehlo.reduce(%v2932 init: %c329) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2941 = stablehlo.add %v2926, %v2935 : tensor<192x768xf32>
    %v2942 = stablehlo.add %v2927, %v2936 : tensor<192xf32>
    %v2944 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2945 = stablehlo.reshape %v2944 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2946 = "stablehlo.slice"(%v2945) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2947 = "stablehlo.slice"(%v2945) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2948 = stablehlo.add %v2933, %v2946 : tensor<1x192xf32>
    %v2949 = stablehlo.add %v2934, %v2945 : tensor<197x192xf32>
    %v2950 = stablehlo.dot_general %v2947, %v300, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c330 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2951 = stablehlo.reduce(%v2947 init: %c330) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2956 = stablehlo.add %v2941, %v2950 : tensor<192x768xf32>
    %v2957 = stablehlo.add %v2942, %v2951 : tensor<192xf32>
    %v2959 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2960 = stablehlo.reshape %v2959 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2961 = "stablehlo.slice"(%v2960) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2962 = "stablehlo.slice"(%v2960) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2963 = stablehlo.add %v2948, %v2961 : tensor<1x192xf32>
    %v2964 = stablehlo.add %v2949, %v2960 : tensor<197x192xf32>
    %v2965 = stablehlo.dot_general %v2962, %v311, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2966 = stablehlo.reduce(%v2962 init: %c331) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2971 = stablehlo.add %v2956, %v2965 : tensor<192x768xf32>
    %v2972 = stablehlo.add %v2957, %v2966 : tensor<192xf32>
    %v2974 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2975 = stablehlo.reshape %v2974 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2976 = "stablehlo.slice"(%v2975) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2977 = "stablehlo.slice"(%v2975) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2978 = stablehlo.add %v2963, %v2976 : tensor<1x192xf32>
    %v2979 = stablehlo.add %v2964, %v2975 : tensor<197x192xf32>
    %v2980 = stablehlo.dot_general %v2977, %v322, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c332 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2981 = stablehlo.reduce(%v2977 init: %c332) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2986 = stablehlo.add %v2971, %v2980 : tensor<192x768xf32>
    %v2987 = stablehlo.add %v2972, %v2981 : tensor<192xf32>
    %v2989 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2990 = stablehlo.reshape %v2989 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2991 = "stablehlo.slice"(%v2990) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2992 = "stablehlo.slice"(%v2990) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2993 = stablehlo.add %v2978, %v2991 : tensor<1x192xf32>
    %v2994 = stablehlo.add %v2979, %v2990 : tensor<197x192xf32>
    %v2995 = stablehlo.dot_general %v2992, %v333, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2996 = stablehlo.reduce(%v2992 init: %c333) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3001 = stablehlo.add %v2986, %v2995 : tensor<192x768xf32>
    %v3002 = stablehlo.add %v2987, %v2996 : tensor<192xf32>
    %v3004 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3005 = stablehlo.reshape %v3004 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3006 = "stablehlo.slice"(%v3005) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3007 = "stablehlo.slice"(%v3005) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3008 = stablehlo.add %v2993, %v3006 : tensor<1x192xf32>
    %v3009 = stablehlo.add %v2994, %v3005 : tensor<197x192xf32>
    %v3010 = stablehlo.dot_general %v3007, %v344, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3011 = stablehlo.reduce(%v3007 init: %c334) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3016 = stablehlo.add %v3001, %v3010 : tensor<192x768xf32>
    %v3017 = stablehlo.add %v3002, %v3011 : tensor<192xf32>
    %v3019 = "stablehlo.slice"(%v2557) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v3020 = stablehlo.reshape %v3019 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v3021 = "stablehlo.slice"(%v3020) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v3022 = "stablehlo.slice"(%v3020) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v3023 = stablehlo.add %v3008, %v3021 : tensor<1x192xf32>
    %v3024 = stablehlo.add %v3009, %v3020 : tensor<197x192xf32>
    %v3025 = stablehlo.dot_general %v3022, %v355, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c335 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v3026 = stablehlo.reduce(%v3022 init: %c335) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v3031 = stablehlo.add %v3016, %v3025 : tensor<192x768xf32>
    %v3032 = stablehlo.add %v3017, %v3026 : tensor<192xf32>
    %v3188 = stablehlo.reshape %v3031 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %v3189 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %v3190 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %v3191 = stablehlo.multiply %v3035, %v3190 : tensor<192x3x16x16xf32>
    %v3192 = stablehlo.add %v3191, %v3188 : tensor<192x3x16x16xf32>
    %v3193 = stablehlo.multiply %v3189, %v3192 : tensor<192x3x16x16xf32>
    %v3194 = stablehlo.subtract %v3, %v3193 : tensor<192x3x16x16xf32>
    %v3195 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v3196 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v3197 = stablehlo.multiply %v3036, %v3196 : tensor<192xf32>
    %v3198 = stablehlo.add %v3197, %v3032 : tensor<192xf32>
    %v3199 = stablehlo.multiply %v3195, %v3198 : tensor<192xf32>
    %v3200 = stablehlo.subtract %v5, %v3199 : tensor<192xf32>
    %v3201 = stablehlo.reshape %v3023 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v3202 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %v3203 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %v3204 = stablehlo.multiply %v3037, %v3203 : tensor<1x1x192xf32>
    %v3205 = stablehlo.add %v3204, %v3201 : tensor<1x1x192xf32>
    %v3206 = stablehlo.multiply %v3202, %v3205 : tensor<1x1x192xf32>
    %v3207 = stablehlo.subtract %v12, %v3206 : tensor<1x1x192xf32>
    %v3208 = stablehlo.reshape %v3024 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v3209 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %v3210 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %v3211 = stablehlo.multiply %v3038, %v3210 : tensor<1x197x192xf32>
    %v3212 = stablehlo.add %v3211, %v3208 : tensor<1x197x192xf32>
    %v3213 = stablehlo.multiply %v3209, %v3212 : tensor<1x197x192xf32>
    %v3214 = stablehlo.subtract %v14, %v3213 : tensor<1x197x192xf32>
    %v3215 = stablehlo.multiply %v3039, %v3196 : tensor<192xf32>
    %v3216 = stablehlo.add %v3215, %v2544 : tensor<192xf32>
    %v3217 = stablehlo.multiply %v3195, %v3216 : tensor<192xf32>
    %v3218 = stablehlo.subtract %v364, %v3217 : tensor<192xf32>
    %v3219 = stablehlo.multiply %v3040, %v3196 : tensor<192xf32>
    %v3220 = stablehlo.add %v3219, %v2541 : tensor<192xf32>
    %v3221 = stablehlo.multiply %v3195, %v3220 : tensor<192xf32>
    %v3222 = stablehlo.subtract %v365, %v3221 : tensor<192xf32>
    %v3223 = stablehlo.transpose %v2539, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3224 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v3225 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v3226 = stablehlo.multiply %v3041, %v3225 : tensor<576x192xf32>
    %v3227 = stablehlo.add %v3226, %v3223 : tensor<576x192xf32>
    %v3228 = stablehlo.multiply %v3224, %v3227 : tensor<576x192xf32>
    %v3229 = stablehlo.subtract %v366, %v3228 : tensor<576x192xf32>
    %v3230 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v3231 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v3232 = stablehlo.multiply %v3042, %v3231 : tensor<576xf32>
    %v3233 = stablehlo.add %v3232, %v2540 : tensor<576xf32>
    %v3234 = stablehlo.multiply %v3230, %v3233 : tensor<576xf32>
    %v3235 = stablehlo.subtract %v368, %v3234 : tensor<576xf32>
    %v3236 = stablehlo.transpose %v2518, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3237 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v3238 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v3239 = stablehlo.multiply %v3043, %v3238 : tensor<192x192xf32>
    %v3240 = stablehlo.add %v3239, %v3236 : tensor<192x192xf32>
    %v3241 = stablehlo.multiply %v3237, %v3240 : tensor<192x192xf32>
    %v3242 = stablehlo.subtract %v369, %v3241 : tensor<192x192xf32>
    %v3243 = stablehlo.multiply %v3044, %v3196 : tensor<192xf32>
    %v3244 = stablehlo.add %v3243, %v2519 : tensor<192xf32>
    %v3245 = stablehlo.multiply %v3195, %v3244 : tensor<192xf32>
    %v3246 = stablehlo.subtract %v371, %v3245 : tensor<192xf32>
    %v3247 = stablehlo.multiply %v3045, %v3196 : tensor<192xf32>
    %v3248 = stablehlo.add %v3247, %v2504 : tensor<192xf32>
    %v3249 = stablehlo.multiply %v3195, %v3248 : tensor<192xf32>
    %v3250 = stablehlo.subtract %v372, %v3249 : tensor<192xf32>
    %v3251 = stablehlo.multiply %v3046, %v3196 : tensor<192xf32>
    %v3252 = stablehlo.add %v3251, %v2501 : tensor<192xf32>
    %v3253 = stablehlo.multiply %v3195, %v3252 : tensor<192xf32>
    %v3254 = stablehlo.subtract %v373, %v3253 : tensor<192xf32>
    %v3255 = stablehlo.transpose %v2499, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3256 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v3257 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v3258 = stablehlo.multiply %v3047, %v3257 : tensor<768x192xf32>
    %v3259 = stablehlo.add %v3258, %v3255 : tensor<768x192xf32>
    %v3260 = stablehlo.multiply %v3256, %v3259 : tensor<768x192xf32>
    %v3261 = stablehlo.subtract %v374, %v3260 : tensor<768x192xf32>
    %v3262 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v3263 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v3264 = stablehlo.multiply %v3048, %v3263 : tensor<768xf32>
    %v3265 = stablehlo.add %v3264, %v2500 : tensor<768xf32>
    %v3266 = stablehlo.multiply %v3262, %v3265 : tensor<768xf32>
    %v3267 = stablehlo.subtract %v376, %v3266 : tensor<768xf32>
    %v3268 = stablehlo.transpose %v2489, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3269 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v3270 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v3271 = stablehlo.multiply %v3049, %v3270 : tensor<192x768xf32>
    %v3272 = stablehlo.add %v3271, %v3268 : tensor<192x768xf32>
    %v3273 = stablehlo.multiply %v3269, %v3272 : tensor<192x768xf32>
    %v3274 = stablehlo.subtract %v377, %v3273 : tensor<192x768xf32>
    %v3275 = stablehlo.multiply %v3050, %v3196 : tensor<192xf32>
    %v3276 = stablehlo.add %v3275, %v2490 : tensor<192xf32>
    %v3277 = stablehlo.multiply %v3195, %v3276 : tensor<192xf32>
    %v3278 = stablehlo.subtract %v379, %v3277 : tensor<192xf32>
    %v3279 = stablehlo.multiply %v3051, %v3196 : tensor<192xf32>
    %v3280 = stablehlo.add %v3279, %v2475 : tensor<192xf32>
    %v3281 = stablehlo.multiply %v3195, %v3280 : tensor<192xf32>
    %v3282 = stablehlo.subtract %v455, %v3281 : tensor<192xf32>
    %v3283 = stablehlo.multiply %v3052, %v3196 : tensor<192xf32>
    %v3284 = stablehlo.add %v3283, %v2472 : tensor<192xf32>
    %v3285 = stablehlo.multiply %v3195, %v3284 : tensor<192xf32>
    %v3286 = stablehlo.subtract %v456, %v3285 : tensor<192xf32>
    %v3287 = stablehlo.transpose %v2470, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3288 = stablehlo.multiply %v3053, %v3225 : tensor<576x192xf32>
    %v3289 = stablehlo.add %v3288, %v3287 : tensor<576x192xf32>
    %v3290 = stablehlo.multiply %v3224, %v3289 : tensor<576x192xf32>
    %v3291 = stablehlo.subtract %v457, %v3290 : tensor<576x192xf32>
    %v3292 = stablehlo.multiply %v3054, %v3231 : tensor<576xf32>
    %v3293 = stablehlo.add %v3292, %v2471 : tensor<576xf32>
    %v3294 = stablehlo.multiply %v3230, %v3293 : tensor<576xf32>
    %v3295 = stablehlo.subtract %v459, %v3294 : tensor<576xf32>
    %v3296 = stablehlo.transpose %v2449, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3297 = stablehlo.multiply %v3055, %v3238 : tensor<192x192xf32>
    %v3298 = stablehlo.add %v3297, %v3296 : tensor<192x192xf32>
    %v3299 = stablehlo.multiply %v3237, %v3298 : tensor<192x192xf32>
    %v3300 = stablehlo.subtract %v460, %v3299 : tensor<192x192xf32>
    %v3301 = stablehlo.multiply %v3056, %v3196 : tensor<192xf32>
    %v3302 = stablehlo.add %v3301, %v2450 : tensor<192xf32>
    %v3303 = stablehlo.multiply %v3195, %v3302 : tensor<192xf32>
    %v3304 = stablehlo.subtract %v462, %v3303 : tensor<192xf32>
    %v3305 = stablehlo.multiply %v3057, %v3196 : tensor<192xf32>
    %v3306 = stablehlo.add %v3305, %v2435 : tensor<192xf32>
    %v3307 = stablehlo.multiply %v3195, %v3306 : tensor<192xf32>
    %v3308 = stablehlo.subtract %v463, %v3307 : tensor<192xf32>
    %v3309 = stablehlo.multiply %v3058, %v3196 : tensor<192xf32>
    %v3310 = stablehlo.add %v3309, %v2432 : tensor<192xf32>
    %v3311 = stablehlo.multiply %v3195, %v3310 : tensor<192xf32>
    %v3312 = stablehlo.subtract %v464, %v3311 : tensor<192xf32>
    %v3313 = stablehlo.transpose %v2430, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3314 = stablehlo.multiply %v3059, %v3257 : tensor<768x192xf32>
    %v3315 = stablehlo.add %v3314, %v3313 : tensor<768x192xf32>
    %v3316 = stablehlo.multiply %v3256, %v3315 : tensor<768x192xf32>
    %v3317 = stablehlo.subtract %v465, %v3316 : tensor<768x192xf32>
    %v3318 = stablehlo.multiply %v3060, %v3263 : tensor<768xf32>
    %v3319 = stablehlo.add %v3318, %v2431 : tensor<768xf32>
    %v3320 = stablehlo.multiply %v3262, %v3319 : tensor<768xf32>
    %v3321 = stablehlo.subtract %v467, %v3320 : tensor<768xf32>
    %v3322 = stablehlo.transpose %v2420, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3323 = stablehlo.multiply %v3061, %v3270 : tensor<192x768xf32>
    %v3324 = stablehlo.add %v3323, %v3322 : tensor<192x768xf32>
    %v3325 = stablehlo.multiply %v3269, %v3324 : tensor<192x768xf32>
    %v3326 = stablehlo.subtract %v468, %v3325 : tensor<192x768xf32>
    %v3327 = stablehlo.multiply %v3062, %v3196 : tensor<192xf32>
    %v3328 = stablehlo.add %v3327, %v2421 : tensor<192xf32>
    %v3329 = stablehlo.multiply %v3195, %v3328 : tensor<192xf32>
    %v3330 = stablehlo.subtract %v470, %v3329 : tensor<192xf32>
    %v3331 = stablehlo.multiply %v3063, %v3196 : tensor<192xf32>
    %v3332 = stablehlo.add %v3331, %v2406 : tensor<192xf32>
    %v3333 = stablehlo.multiply %v3195, %v3332 : tensor<192xf32>
    %v3334 = stablehlo.subtract %v540, %v3333 : tensor<192xf32>
    %v3335 = stablehlo.multiply %v3064, %v3196 : tensor<192xf32>
    %v3336 = stablehlo.add %v3335, %v2403 : tensor<192xf32>
    %v3337 = stablehlo.multiply %v3195, %v3336 : tensor<192xf32>
    %v3338 = stablehlo.subtract %v541, %v3337 : tensor<192xf32>
    %v3339 = stablehlo.transpose %v2401, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3340 = stablehlo.multiply %v3065, %v3225 : tensor<576x192xf32>
    %v3341 = stablehlo.add %v3340, %v3339 : tensor<576x192xf32>
    %v3342 = stablehlo.multiply %v3224, %v3341 : tensor<576x192xf32>
    %v3343 = stablehlo.subtract %v542, %v3342 : tensor<576x192xf32>
    %v3344 = stablehlo.multiply %v3066, %v3231 : tensor<576xf32>
    %v3345 = stablehlo.add %v3344, %v2402 : tensor<576xf32>
    %v3346 = stablehlo.multiply %v3230, %v3345 : tensor<576xf32>
    %v3347 = stablehlo.subtract %v544, %v3346 : tensor<576xf32>
    %v3348 = stablehlo.transpose %v2380, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3349 = stablehlo.multiply %v3067, %v3238 : tensor<192x192xf32>
    %v3350 = stablehlo.add %v3349, %v3348 : tensor<192x192xf32>
    %v3351 = stablehlo.multiply %v3237, %v3350 : tensor<192x192xf32>
    %v3352 = stablehlo.subtract %v545, %v3351 : tensor<192x192xf32>
    %v3353 = stablehlo.multiply %v3068, %v3196 : tensor<192xf32>
    %v3354 = stablehlo.add %v3353, %v2381 : tensor<192xf32>
    %v3355 = stablehlo.multiply %v3195, %v3354 : tensor<192xf32>
    %v3356 = stablehlo.subtract %v547, %v3355 : tensor<192xf32>
    %v3357 = stablehlo.multiply %v3069, %v3196 : tensor<192xf32>
    %v3358 = stablehlo.add %v3357, %v2366 : tensor<192xf32>
    %v3359 = stablehlo.multiply %v3195, %v3358 : tensor<192xf32>
    %v3360 = stablehlo.subtract %v548, %v3359 : tensor<192xf32>
    %v3361 = stablehlo.multiply %v3070, %v3196 : tensor<192xf32>
    %v3362 = stablehlo.add %v3361, %v2363 : tensor<192xf32>
    %v3363 = stablehlo.multiply %v3195, %v3362 : tensor<192xf32>
    %v3364 = stablehlo.subtract %v549, %v3363 : tensor<192xf32>
    %v3365 = stablehlo.transpose %v2361, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3366 = stablehlo.multiply %v3071, %v3257 : tensor<768x192xf32>
    %v3367 = stablehlo.add %v3366, %v3365 : tensor<768x192xf32>
    %v3368 = stablehlo.multiply %v3256, %v3367 : tensor<768x192xf32>
    %v3369 = stablehlo.subtract %v550, %v3368 : tensor<768x192xf32>
    %v3370 = stablehlo.multiply %v3072, %v3263 : tensor<768xf32>
    %v3371 = stablehlo.add %v3370, %v2362 : tensor<768xf32>
    %v3372 = stablehlo.multiply %v3262, %v3371 : tensor<768xf32>
    %v3373 = stablehlo.subtract %v552, %v3372 : tensor<768xf32>
    %v3374 = stablehlo.transpose %v2351, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3375 = stablehlo.multiply %v3073, %v3270 : tensor<192x768xf32>
    %v3376 = stablehlo.add %v3375, %v3374 : tensor<192x768xf32>
    %v3377 = stablehlo.multiply %v3269, %v3376 : tensor<192x768xf32>
    %v3378 = stablehlo.subtract %v553, %v3377 : tensor<192x768xf32>
    %v3379 = stablehlo.multiply %v3074, %v3196 : tensor<192xf32>
    %v3380 = stablehlo.add %v3379, %v2352 : tensor<192xf32>
    %v3381 = stablehlo.multiply %v3195, %v3380 : tensor<192xf32>
    %v3382 = stablehlo.subtract %v555, %v3381 : tensor<192xf32>
    %v3383 = stablehlo.multiply %v3075, %v3196 : tensor<192xf32>
    %v3384 = stablehlo.add %v3383, %v2337 : tensor<192xf32>
    %v3385 = stablehlo.multiply %v3195, %v3384 : tensor<192xf32>
    %v3386 = stablehlo.subtract %v625, %v3385 : tensor<192xf32>
    %v3387 = stablehlo.multiply %v3076, %v3196 : tensor<192xf32>
    %v3388 = stablehlo.add %v3387, %v2334 : tensor<192xf32>
    %v3389 = stablehlo.multiply %v3195, %v3388 : tensor<192xf32>
    %v3390 = stablehlo.subtract %v626, %v3389 : tensor<192xf32>
    %v3391 = stablehlo.transpose %v2332, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3392 = stablehlo.multiply %v3077, %v3225 : tensor<576x192xf32>
    %v3393 = stablehlo.add %v3392, %v3391 : tensor<576x192xf32>
    %v3394 = stablehlo.multiply %v3224, %v3393 : tensor<576x192xf32>
    %v3395 = stablehlo.subtract %v627, %v3394 : tensor<576x192xf32>
    %v3396 = stablehlo.multiply %v3078, %v3231 : tensor<576xf32>
    %v3397 = stablehlo.add %v3396, %v2333 : tensor<576xf32>
    %v3398 = stablehlo.multiply %v3230, %v3397 : tensor<576xf32>
    %v3399 = stablehlo.subtract %v629, %v3398 : tensor<576xf32>
    %v3400 = stablehlo.transpose %v2311, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3401 = stablehlo.multiply %v3079, %v3238 : tensor<192x192xf32>
    %v3402 = stablehlo.add %v3401, %v3400 : tensor<192x192xf32>
    %v3403 = stablehlo.multiply %v3237, %v3402 : tensor<192x192xf32>
    %v3404 = stablehlo.subtract %v630, %v3403 : tensor<192x192xf32>
    %v3405 = stablehlo.multiply %v3080, %v3196 : tensor<192xf32>
    %v3406 = stablehlo.add %v3405, %v2312 : tensor<192xf32>
    %v3407 = stablehlo.multiply %v3195, %v3406 : tensor<192xf32>
    %v3408 = stablehlo.subtract %v632, %v3407 : tensor<192xf32>
    %v3409 = stablehlo.multiply %v3081, %v3196 : tensor<192xf32>
    %v3410 = stablehlo.add %v3409, %v2297 : tensor<192xf32>
    %v3411 = stablehlo.multiply %v3195, %v3410 : tensor<192xf32>
    %v3412 = stablehlo.subtract %v633, %v3411 : tensor<192xf32>
    %v3413 = stablehlo.multiply %v3082, %v3196 : tensor<192xf32>
    %v3414 = stablehlo.add %v3413, %v2294 : tensor<192xf32>
    %v3415 = stablehlo.multiply %v3195, %v3414 : tensor<192xf32>
    %v3416 = stablehlo.subtract %v634, %v3415 : tensor<192xf32>
    %v3417 = stablehlo.transpose %v2292, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3418 = stablehlo.multiply %v3083, %v3257 : tensor<768x192xf32>
    %v3419 = stablehlo.add %v3418, %v3417 : tensor<768x192xf32>
    %v3420 = stablehlo.multiply %v3256, %v3419 : tensor<768x192xf32>
    %v3421 = stablehlo.subtract %v635, %v3420 : tensor<768x192xf32>
    %v3422 = stablehlo.multiply %v3084, %v3263 : tensor<768xf32>
    %v3423 = stablehlo.add %v3422, %v2293 : tensor<768xf32>
    %v3424 = stablehlo.multiply %v3262, %v3423 : tensor<768xf32>
    %v3425 = stablehlo.subtract %v637, %v3424 : tensor<768xf32>
    %v3426 = stablehlo.transpose %v2282, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3427 = stablehlo.multiply %v3085, %v3270 : tensor<192x768xf32>
    %v3428 = stablehlo.add %v3427, %v3426 : tensor<192x768xf32>
    %v3429 = stablehlo.multiply %v3269, %v3428 : tensor<192x768xf32>
    %v3430 = stablehlo.subtract %v638, %v3429 : tensor<192x768xf32>
    %v3431 = stablehlo.multiply %v3086, %v3196 : tensor<192xf32>
    %v3432 = stablehlo.add %v3431, %v2283 : tensor<192xf32>
    %v3433 = stablehlo.multiply %v3195, %v3432 : tensor<192xf32>
    %v3434 = stablehlo.subtract %v640, %v3433 : tensor<192xf32>
    %v3435 = stablehlo.multiply %v3087, %v3196 : tensor<192xf32>
    %v3436 = stablehlo.add %v3435, %v2268 : tensor<192xf32>
    %v3437 = stablehlo.multiply %v3195, %v3436 : tensor<192xf32>
    %v3438 = stablehlo.subtract %v710, %v3437 : tensor<192xf32>
    %v3439 = stablehlo.multiply %v3088, %v3196 : tensor<192xf32>
    %v3440 = stablehlo.add %v3439, %v2265 : tensor<192xf32>
    %v3441 = stablehlo.multiply %v3195, %v3440 : tensor<192xf32>
    %v3442 = stablehlo.subtract %v711, %v3441 : tensor<192xf32>
    %v3443 = stablehlo.transpose %v2263, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3444 = stablehlo.multiply %v3089, %v3225 : tensor<576x192xf32>
    %v3445 = stablehlo.add %v3444, %v3443 : tensor<576x192xf32>
    %v3446 = stablehlo.multiply %v3224, %v3445 : tensor<576x192xf32>
    %v3447 = stablehlo.subtract %v712, %v3446 : tensor<576x192xf32>
    %v3448 = stablehlo.multiply %v3090, %v3231 : tensor<576xf32>
    %v3449 = stablehlo.add %v3448, %v2264 : tensor<576xf32>
    %v3450 = stablehlo.multiply %v3230, %v3449 : tensor<576xf32>
    %v3451 = stablehlo.subtract %v714, %v3450 : tensor<576xf32>
    %v3452 = stablehlo.transpose %v2242, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3453 = stablehlo.multiply %v3091, %v3238 : tensor<192x192xf32>
    %v3454 = stablehlo.add %v3453, %v3452 : tensor<192x192xf32>
    %v3455 = stablehlo.multiply %v3237, %v3454 : tensor<192x192xf32>
    %v3456 = stablehlo.subtract %v715, %v3455 : tensor<192x192xf32>
    %v3457 = stablehlo.multiply %v3092, %v3196 : tensor<192xf32>
    %v3458 = stablehlo.add %v3457, %v2243 : tensor<192xf32>
    %v3459 = stablehlo.multiply %v3195, %v3458 : tensor<192xf32>
    %v3460 = stablehlo.subtract %v717, %v3459 : tensor<192xf32>
    %v3461 = stablehlo.multiply %v3093, %v3196 : tensor<192xf32>
    %v3462 = stablehlo.add %v3461, %v2228 : tensor<192xf32>
    %v3463 = stablehlo.multiply %v3195, %v3462 : tensor<192xf32>
    %v3464 = stablehlo.subtract %v718, %v3463 : tensor<192xf32>
    %v3465 = stablehlo.multiply %v3094, %v3196 : tensor<192xf32>
    %v3466 = stablehlo.add %v3465, %v2225 : tensor<192xf32>
    %v3467 = stablehlo.multiply %v3195, %v3466 : tensor<192xf32>
    %v3468 = stablehlo.subtract %v719, %v3467 : tensor<192xf32>
    %v3469 = stablehlo.transpose %v2223, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3470 = stablehlo.multiply %v3095, %v3257 : tensor<768x192xf32>
    %v3471 = stablehlo.add %v3470, %v3469 : tensor<768x192xf32>
    %v3472 = stablehlo.multiply %v3256, %v3471 : tensor<768x192xf32>
    %v3473 = stablehlo.subtract %v720, %v3472 : tensor<768x192xf32>
    %v3474 = stablehlo.multiply %v3096, %v3263 : tensor<768xf32>
    %v3475 = stablehlo.add %v3474, %v2224 : tensor<768xf32>
    %v3476 = stablehlo.multiply %v3262, %v3475 : tensor<768xf32>
    %v3477 = stablehlo.subtract %v722, %v3476 : tensor<768xf32>
    %v3478 = stablehlo.transpose %v2213, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3479 = stablehlo.multiply %v3097, %v3270 : tensor<192x768xf32>
    %v3480 = stablehlo.add %v3479, %v3478 : tensor<192x768xf32>
    %v3481 = stablehlo.multiply %v3269, %v3480 : tensor<192x768xf32>
    %v3482 = stablehlo.subtract %v723, %v3481 : tensor<192x768xf32>
    %v3483 = stablehlo.multiply %v3098, %v3196 : tensor<192xf32>
    %v3484 = stablehlo.add %v3483, %v2214 : tensor<192xf32>
    %v3485 = stablehlo.multiply %v3195, %v3484 : tensor<192xf32>
    %v3486 = stablehlo.subtract %v725, %v3485 : tensor<192xf32>
    %v3487 = stablehlo.multiply %v3099, %v3196 : tensor<192xf32>
    %v3488 = stablehlo.add %v3487, %v2199 : tensor<192xf32>
    %v3489 = stablehlo.multiply %v3195, %v3488 : tensor<192xf32>
    %v3490 = stablehlo.subtract %v795, %v3489 : tensor<192xf32>
    %v3491 = stablehlo.multiply %v3100, %v3196 : tensor<192xf32>
    %v3492 = stablehlo.add %v3491, %v2196 : tensor<192xf32>
    %v3493 = stablehlo.multiply %v3195, %v3492 : tensor<192xf32>
    %v3494 = stablehlo.subtract %v796, %v3493 : tensor<192xf32>
    %v3495 = stablehlo.transpose %v2194, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3496 = stablehlo.multiply %v3101, %v3225 : tensor<576x192xf32>
    %v3497 = stablehlo.add %v3496, %v3495 : tensor<576x192xf32>
    %v3498 = stablehlo.multiply %v3224, %v3497 : tensor<576x192xf32>
    %v3499 = stablehlo.subtract %v797, %v3498 : tensor<576x192xf32>
    %v3500 = stablehlo.multiply %v3102, %v3231 : tensor<576xf32>
    %v3501 = stablehlo.add %v3500, %v2195 : tensor<576xf32>
    %v3502 = stablehlo.multiply %v3230, %v3501 : tensor<576xf32>
    %v3503 = stablehlo.subtract %v799, %v3502 : tensor<576xf32>
    %v3504 = stablehlo.transpose %v2173, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3505 = stablehlo.multiply %v3103, %v3238 : tensor<192x192xf32>
    %v3506 = stablehlo.add %v3505, %v3504 : tensor<192x192xf32>
    %v3507 = stablehlo.multiply %v3237, %v3506 : tensor<192x192xf32>
    %v3508 = stablehlo.subtract %v800, %v3507 : tensor<192x192xf32>
    %v3509 = stablehlo.multiply %v3104, %v3196 : tensor<192xf32>
    %v3510 = stablehlo.add %v3509, %v2174 : tensor<192xf32>
    %v3511 = stablehlo.multiply %v3195, %v3510 : tensor<192xf32>
    %v3512 = stablehlo.subtract %v802, %v3511 : tensor<192xf32>
    %v3513 = stablehlo.multiply %v3105, %v3196 : tensor<192xf32>
    %v3514 = stablehlo.add %v3513, %v2159 : tensor<192xf32>
    %v3515 = stablehlo.multiply %v3195, %v3514 : tensor<192xf32>
    %v3516 = stablehlo.subtract %v803, %v3515 : tensor<192xf32>
    %v3517 = stablehlo.multiply %v3106, %v3196 : tensor<192xf32>
    %v3518 = stablehlo.add %v3517, %v2156 : tensor<192xf32>
    %v3519 = stablehlo.multiply %v3195, %v3518 : tensor<192xf32>
    %v3520 = stablehlo.subtract %v804, %v3519 : tensor<192xf32>
    %v3521 = stablehlo.transpose %v2154, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3522 = stablehlo.multiply %v3107, %v3257 : tensor<768x192xf32>
    %v3523 = stablehlo.add %v3522, %v3521 : tensor<768x192xf32>
    %v3524 = stablehlo.multiply %v3256, %v3523 : tensor<768x192xf32>
    %v3525 = stablehlo.subtract %v805, %v3524 : tensor<768x192xf32>
    %v3526 = stablehlo.multiply %v3108, %v3263 : tensor<768xf32>
    %v3527 = stablehlo.add %v3526, %v2155 : tensor<768xf32>
    %v3528 = stablehlo.multiply %v3262, %v3527 : tensor<768xf32>
    %v3529 = stablehlo.subtract %v807, %v3528 : tensor<768xf32>
    %v3530 = stablehlo.transpose %v2144, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3531 = stablehlo.multiply %v3109, %v3270 : tensor<192x768xf32>
    %v3532 = stablehlo.add %v3531, %v3530 : tensor<192x768xf32>
    %v3533 = stablehlo.multiply %v3269, %v3532 : tensor<192x768xf32>
    %v3534 = stablehlo.subtract %v808, %v3533 : tensor<192x768xf32>
    %v3535 = stablehlo.multiply %v3110, %v3196 : tensor<192xf32>
    %v3536 = stablehlo.add %v3535, %v2145 : tensor<192xf32>
    %v3537 = stablehlo.multiply %v3195, %v3536 : tensor<192xf32>
    %v3538 = stablehlo.subtract %v810, %v3537 : tensor<192xf32>
    %v3539 = stablehlo.multiply %v3111, %v3196 : tensor<192xf32>
    %v3540 = stablehlo.add %v3539, %v2130 : tensor<192xf32>
    %v3541 = stablehlo.multiply %v3195, %v3540 : tensor<192xf32>
    %v3542 = stablehlo.subtract %v880, %v3541 : tensor<192xf32>
    %v3543 = stablehlo.multiply %v3112, %v3196 : tensor<192xf32>
    %v3544 = stablehlo.add %v3543, %v2127 : tensor<192xf32>
    %v3545 = stablehlo.multiply %v3195, %v3544 : tensor<192xf32>
    %v3546 = stablehlo.subtract %v881, %v3545 : tensor<192xf32>
    %v3547 = stablehlo.transpose %v2125, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3548 = stablehlo.multiply %v3113, %v3225 : tensor<576x192xf32>
    %v3549 = stablehlo.add %v3548, %v3547 : tensor<576x192xf32>
    %v3550 = stablehlo.multiply %v3224, %v3549 : tensor<576x192xf32>
    %v3551 = stablehlo.subtract %v882, %v3550 : tensor<576x192xf32>
    %v3552 = stablehlo.multiply %v3114, %v3231 : tensor<576xf32>
    %v3553 = stablehlo.add %v3552, %v2126 : tensor<576xf32>
    %v3554 = stablehlo.multiply %v3230, %v3553 : tensor<576xf32>
    %v3555 = stablehlo.subtract %v884, %v3554 : tensor<576xf32>
    %v3556 = stablehlo.transpose %v2104, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3557 = stablehlo.multiply %v3115, %v3238 : tensor<192x192xf32>
    %v3558 = stablehlo.add %v3557, %v3556 : tensor<192x192xf32>
    %v3559 = stablehlo.multiply %v3237, %v3558 : tensor<192x192xf32>
    %v3560 = stablehlo.subtract %v885, %v3559 : tensor<192x192xf32>
    %v3561 = stablehlo.multiply %v3116, %v3196 : tensor<192xf32>
    %v3562 = stablehlo.add %v3561, %v2105 : tensor<192xf32>
    %v3563 = stablehlo.multiply %v3195, %v3562 : tensor<192xf32>
    %v3564 = stablehlo.subtract %v887, %v3563 : tensor<192xf32>
    %v3565 = stablehlo.multiply %v3117, %v3196 : tensor<192xf32>
    %v3566 = stablehlo.add %v3565, %v2090 : tensor<192xf32>
    %v3567 = stablehlo.multiply %v3195, %v3566 : tensor<192xf32>
    %v3568 = stablehlo.subtract %v888, %v3567 : tensor<192xf32>
    %v3569 = stablehlo.multiply %v3118, %v3196 : tensor<192xf32>
    %v3570 = stablehlo.add %v3569, %v2087 : tensor<192xf32>
    %v3571 = stablehlo.multiply %v3195, %v3570 : tensor<192xf32>
    %v3572 = stablehlo.subtract %v889, %v3571 : tensor<192xf32>
    %v3573 = stablehlo.transpose %v2085, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3574 = stablehlo.multiply %v3119, %v3257 : tensor<768x192xf32>
    %v3575 = stablehlo.add %v3574, %v3573 : tensor<768x192xf32>
    %v3576 = stablehlo.multiply %v3256, %v3575 : tensor<768x192xf32>
    %v3577 = stablehlo.subtract %v890, %v3576 : tensor<768x192xf32>
    %v3578 = stablehlo.multiply %v3120, %v3263 : tensor<768xf32>
    %v3579 = stablehlo.add %v3578, %v2086 : tensor<768xf32>
    %v3580 = stablehlo.multiply %v3262, %v3579 : tensor<768xf32>
    %v3581 = stablehlo.subtract %v892, %v3580 : tensor<768xf32>
    %v3582 = stablehlo.transpose %v2075, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3583 = stablehlo.multiply %v3121, %v3270 : tensor<192x768xf32>
    %v3584 = stablehlo.add %v3583, %v3582 : tensor<192x768xf32>
    %v3585 = stablehlo.multiply %v3269, %v3584 : tensor<192x768xf32>
    %v3586 = stablehlo.subtract %v893, %v3585 : tensor<192x768xf32>
    %v3587 = stablehlo.multiply %v3122, %v3196 : tensor<192xf32>
    %v3588 = stablehlo.add %v3587, %v2076 : tensor<192xf32>
    %v3589 = stablehlo.multiply %v3195, %v3588 : tensor<192xf32>
    %v3590 = stablehlo.subtract %v895, %v3589 : tensor<192xf32>
    %v3591 = stablehlo.multiply %v3123, %v3196 : tensor<192xf32>
    %v3592 = stablehlo.add %v3591, %v2061 : tensor<192xf32>
    %v3593 = stablehlo.multiply %v3195, %v3592 : tensor<192xf32>
    %v3594 = stablehlo.subtract %v965, %v3593 : tensor<192xf32>
    %v3595 = stablehlo.multiply %v3124, %v3196 : tensor<192xf32>
    %v3596 = stablehlo.add %v3595, %v2058 : tensor<192xf32>
    %v3597 = stablehlo.multiply %v3195, %v3596 : tensor<192xf32>
    %v3598 = stablehlo.subtract %v966, %v3597 : tensor<192xf32>
    %v3599 = stablehlo.transpose %v2056, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3600 = stablehlo.multiply %v3125, %v3225 : tensor<576x192xf32>
    %v3601 = stablehlo.add %v3600, %v3599 : tensor<576x192xf32>
    %v3602 = stablehlo.multiply %v3224, %v3601 : tensor<576x192xf32>
    %v3603 = stablehlo.subtract %v967, %v3602 : tensor<576x192xf32>
    %v3604 = stablehlo.multiply %v3126, %v3231 : tensor<576xf32>
    %v3605 = stablehlo.add %v3604, %v2057 : tensor<576xf32>
    %v3606 = stablehlo.multiply %v3230, %v3605 : tensor<576xf32>
    %v3607 = stablehlo.subtract %v969, %v3606 : tensor<576xf32>
    %v3608 = stablehlo.transpose %v2035, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3609 = stablehlo.multiply %v3127, %v3238 : tensor<192x192xf32>
    %v3610 = stablehlo.add %v3609, %v3608 : tensor<192x192xf32>
    %v3611 = stablehlo.multiply %v3237, %v3610 : tensor<192x192xf32>
    %v3612 = stablehlo.subtract %v970, %v3611 : tensor<192x192xf32>
    %v3613 = stablehlo.multiply %v3128, %v3196 : tensor<192xf32>
    %v3614 = stablehlo.add %v3613, %v2036 : tensor<192xf32>
    %v3615 = stablehlo.multiply %v3195, %v3614 : tensor<192xf32>
    %v3616 = stablehlo.subtract %v972, %v3615 : tensor<192xf32>
    %v3617 = stablehlo.multiply %v3129, %v3196 : tensor<192xf32>
    %v3618 = stablehlo.add %v3617, %v2021 : tensor<192xf32>
    %v3619 = stablehlo.multiply %v3195, %v3618 : tensor<192xf32>
    %v3620 = stablehlo.subtract %v973, %v3619 : tensor<192xf32>
    %v3621 = stablehlo.multiply %v3130, %v3196 : tensor<192xf32>
    %v3622 = stablehlo.add %v3621, %v2018 : tensor<192xf32>
    %v3623 = stablehlo.multiply %v3195, %v3622 : tensor<192xf32>
    %v3624 = stablehlo.subtract %v974, %v3623 : tensor<192xf32>
    %v3625 = stablehlo.transpose %v2016, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3626 = stablehlo.multiply %v3131, %v3257 : tensor<768x192xf32>
    %v3627 = stablehlo.add %v3626, %v3625 : tensor<768x192xf32>
    %v3628 = stablehlo.multiply %v3256, %v3627 : tensor<768x192xf32>
    %v3629 = stablehlo.subtract %v975, %v3628 : tensor<768x192xf32>
    %v3630 = stablehlo.multiply %v3132, %v3263 : tensor<768xf32>
    %v3631 = stablehlo.add %v3630, %v2017 : tensor<768xf32>
    %v3632 = stablehlo.multiply %v3262, %v3631 : tensor<768xf32>
    %v3633 = stablehlo.subtract %v977, %v3632 : tensor<768xf32>
    %v3634 = stablehlo.transpose %v2006, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3635 = stablehlo.multiply %v3133, %v3270 : tensor<192x768xf32>
    %v3636 = stablehlo.add %v3635, %v3634 : tensor<192x768xf32>
    %v3637 = stablehlo.multiply %v3269, %v3636 : tensor<192x768xf32>
    %v3638 = stablehlo.subtract %v978, %v3637 : tensor<192x768xf32>
    %v3639 = stablehlo.multiply %v3134, %v3196 : tensor<192xf32>
    %v3640 = stablehlo.add %v3639, %v2007 : tensor<192xf32>
    %v3641 = stablehlo.multiply %v3195, %v3640 : tensor<192xf32>
    %v3642 = stablehlo.subtract %v980, %v3641 : tensor<192xf32>
    %v3643 = stablehlo.multiply %v3135, %v3196 : tensor<192xf32>
    %v3644 = stablehlo.add %v3643, %v1992 : tensor<192xf32>
    %v3645 = stablehlo.multiply %v3195, %v3644 : tensor<192xf32>
    %v3646 = stablehlo.subtract %v1050, %v3645 : tensor<192xf32>
    %v3647 = stablehlo.multiply %v3136, %v3196 : tensor<192xf32>
    %v3648 = stablehlo.add %v3647, %v1989 : tensor<192xf32>
    %v3649 = stablehlo.multiply %v3195, %v3648 : tensor<192xf32>
    %v3650 = stablehlo.subtract %v1051, %v3649 : tensor<192xf32>
    %v3651 = stablehlo.transpose %v1987, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3652 = stablehlo.multiply %v3137, %v3225 : tensor<576x192xf32>
    %v3653 = stablehlo.add %v3652, %v3651 : tensor<576x192xf32>
    %v3654 = stablehlo.multiply %v3224, %v3653 : tensor<576x192xf32>
    %v3655 = stablehlo.subtract %v1052, %v3654 : tensor<576x192xf32>
    %v3656 = stablehlo.multiply %v3138, %v3231 : tensor<576xf32>
    %v3657 = stablehlo.add %v3656, %v1988 : tensor<576xf32>
    %v3658 = stablehlo.multiply %v3230, %v3657 : tensor<576xf32>
    %v3659 = stablehlo.subtract %v1054, %v3658 : tensor<576xf32>
    %v3660 = stablehlo.transpose %v1966, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3661 = stablehlo.multiply %v3139, %v3238 : tensor<192x192xf32>
    %v3662 = stablehlo.add %v3661, %v3660 : tensor<192x192xf32>
    %v3663 = stablehlo.multiply %v3237, %v3662 : tensor<192x192xf32>
    %v3664 = stablehlo.subtract %v1055, %v3663 : tensor<192x192xf32>
    %v3665 = stablehlo.multiply %v3140, %v3196 : tensor<192xf32>
    %v3666 = stablehlo.add %v3665, %v1967 : tensor<192xf32>
    %v3667 = stablehlo.multiply %v3195, %v3666 : tensor<192xf32>
    %v3668 = stablehlo.subtract %v1057, %v3667 : tensor<192xf32>
    %v3669 = stablehlo.multiply %v3141, %v3196 : tensor<192xf32>
    %v3670 = stablehlo.add %v3669, %v1952 : tensor<192xf32>
    %v3671 = stablehlo.multiply %v3195, %v3670 : tensor<192xf32>
    %v3672 = stablehlo.subtract %v1058, %v3671 : tensor<192xf32>
    %v3673 = stablehlo.multiply %v3142, %v3196 : tensor<192xf32>
    %v3674 = stablehlo.add %v3673, %v1949 : tensor<192xf32>
    %v3675 = stablehlo.multiply %v3195, %v3674 : tensor<192xf32>
    %v3676 = stablehlo.subtract %v1059, %v3675 : tensor<192xf32>
    %v3677 = stablehlo.transpose %v1947, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3678 = stablehlo.multiply %v3143, %v3257 : tensor<768x192xf32>
    %v3679 = stablehlo.add %v3678, %v3677 : tensor<768x192xf32>
    %v3680 = stablehlo.multiply %v3256, %v3679 : tensor<768x192xf32>
    %v3681 = stablehlo.subtract %v1060, %v3680 : tensor<768x192xf32>
    %v3682 = stablehlo.multiply %v3144, %v3263 : tensor<768xf32>
    %v3683 = stablehlo.add %v3682, %v1948 : tensor<768xf32>
    %v3684 = stablehlo.multiply %v3262, %v3683 : tensor<768xf32>
    %v3685 = stablehlo.subtract %v1062, %v3684 : tensor<768xf32>
    %v3686 = stablehlo.transpose %v1937, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3687 = stablehlo.multiply %v3145, %v3270 : tensor<192x768xf32>
    %v3688 = stablehlo.add %v3687, %v3686 : tensor<192x768xf32>
    %v3689 = stablehlo.multiply %v3269, %v3688 : tensor<192x768xf32>
    %v3690 = stablehlo.subtract %v1063, %v3689 : tensor<192x768xf32>
    %v3691 = stablehlo.multiply %v3146, %v3196 : tensor<192xf32>
    %v3692 = stablehlo.add %v3691, %v1938 : tensor<192xf32>
    %v3693 = stablehlo.multiply %v3195, %v3692 : tensor<192xf32>
    %v3694 = stablehlo.subtract %v1065, %v3693 : tensor<192xf32>
    %v3695 = stablehlo.multiply %v3147, %v3196 : tensor<192xf32>
    %v3696 = stablehlo.add %v3695, %v1923 : tensor<192xf32>
    %v3697 = stablehlo.multiply %v3195, %v3696 : tensor<192xf32>
    %v3698 = stablehlo.subtract %v1135, %v3697 : tensor<192xf32>
    %v3699 = stablehlo.multiply %v3148, %v3196 : tensor<192xf32>
    %v3700 = stablehlo.add %v3699, %v1920 : tensor<192xf32>
    %v3701 = stablehlo.multiply %v3195, %v3700 : tensor<192xf32>
    %v3702 = stablehlo.subtract %v1136, %v3701 : tensor<192xf32>
    %v3703 = stablehlo.transpose %v1918, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3704 = stablehlo.multiply %v3149, %v3225 : tensor<576x192xf32>
    %v3705 = stablehlo.add %v3704, %v3703 : tensor<576x192xf32>
    %v3706 = stablehlo.multiply %v3224, %v3705 : tensor<576x192xf32>
    %v3707 = stablehlo.subtract %v1137, %v3706 : tensor<576x192xf32>
    %v3708 = stablehlo.multiply %v3150, %v3231 : tensor<576xf32>
    %v3709 = stablehlo.add %v3708, %v1919 : tensor<576xf32>
    %v3710 = stablehlo.multiply %v3230, %v3709 : tensor<576xf32>
    %v3711 = stablehlo.subtract %v1139, %v3710 : tensor<576xf32>
    %v3712 = stablehlo.transpose %v1897, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3713 = stablehlo.multiply %v3151, %v3238 : tensor<192x192xf32>
    %v3714 = stablehlo.add %v3713, %v3712 : tensor<192x192xf32>
    %v3715 = stablehlo.multiply %v3237, %v3714 : tensor<192x192xf32>
    %v3716 = stablehlo.subtract %v1140, %v3715 : tensor<192x192xf32>
    %v3717 = stablehlo.multiply %v3152, %v3196 : tensor<192xf32>
    %v3718 = stablehlo.add %v3717, %v1898 : tensor<192xf32>
    %v3719 = stablehlo.multiply %v3195, %v3718 : tensor<192xf32>
    %v3720 = stablehlo.subtract %v1142, %v3719 : tensor<192xf32>
    %v3721 = stablehlo.multiply %v3153, %v3196 : tensor<192xf32>
    %v3722 = stablehlo.add %v3721, %v1883 : tensor<192xf32>
    %v3723 = stablehlo.multiply %v3195, %v3722 : tensor<192xf32>
    %v3724 = stablehlo.subtract %v1143, %v3723 : tensor<192xf32>
    %v3725 = stablehlo.multiply %v3154, %v3196 : tensor<192xf32>
    %v3726 = stablehlo.add %v3725, %v1880 : tensor<192xf32>
    %v3727 = stablehlo.multiply %v3195, %v3726 : tensor<192xf32>
    %v3728 = stablehlo.subtract %v1144, %v3727 : tensor<192xf32>
    %v3729 = stablehlo.transpose %v1878, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3730 = stablehlo.multiply %v3155, %v3257 : tensor<768x192xf32>
    %v3731 = stablehlo.add %v3730, %v3729 : tensor<768x192xf32>
    %v3732 = stablehlo.multiply %v3256, %v3731 : tensor<768x192xf32>
    %v3733 = stablehlo.subtract %v1145, %v3732 : tensor<768x192xf32>
    %v3734 = stablehlo.multiply %v3156, %v3263 : tensor<768xf32>
    %v3735 = stablehlo.add %v3734, %v1879 : tensor<768xf32>
    %v3736 = stablehlo.multiply %v3262, %v3735 : tensor<768xf32>
    %v3737 = stablehlo.subtract %v1147, %v3736 : tensor<768xf32>
    %v3738 = stablehlo.transpose %v1868, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3739 = stablehlo.multiply %v3157, %v3270 : tensor<192x768xf32>
    %v3740 = stablehlo.add %v3739, %v3738 : tensor<192x768xf32>
    %v3741 = stablehlo.multiply %v3269, %v3740 : tensor<192x768xf32>
    %v3742 = stablehlo.subtract %v1148, %v3741 : tensor<192x768xf32>
    %v3743 = stablehlo.multiply %v3158, %v3196 : tensor<192xf32>
    %v3744 = stablehlo.add %v3743, %v1869 : tensor<192xf32>
    %v3745 = stablehlo.multiply %v3195, %v3744 : tensor<192xf32>
    %v3746 = stablehlo.subtract %v1150, %v3745 : tensor<192xf32>
    %v3747 = stablehlo.multiply %v3159, %v3196 : tensor<192xf32>
    %v3748 = stablehlo.add %v3747, %v1854 : tensor<192xf32>
    %v3749 = stablehlo.multiply %v3195, %v3748 : tensor<192xf32>
    %v3750 = stablehlo.subtract %v1220, %v3749 : tensor<192xf32>
    %v3751 = stablehlo.multiply %v3160, %v3196 : tensor<192xf32>
    %v3752 = stablehlo.add %v3751, %v1851 : tensor<192xf32>
    %v3753 = stablehlo.multiply %v3195, %v3752 : tensor<192xf32>
    %v3754 = stablehlo.subtract %v1221, %v3753 : tensor<192xf32>
    %v3755 = stablehlo.transpose %v1849, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3756 = stablehlo.multiply %v3161, %v3225 : tensor<576x192xf32>
    %v3757 = stablehlo.add %v3756, %v3755 : tensor<576x192xf32>
    %v3758 = stablehlo.multiply %v3224, %v3757 : tensor<576x192xf32>
    %v3759 = stablehlo.subtract %v1222, %v3758 : tensor<576x192xf32>
    %v3760 = stablehlo.multiply %v3162, %v3231 : tensor<576xf32>
    %v3761 = stablehlo.add %v3760, %v1850 : tensor<576xf32>
    %v3762 = stablehlo.multiply %v3230, %v3761 : tensor<576xf32>
    %v3763 = stablehlo.subtract %v1224, %v3762 : tensor<576xf32>
    %v3764 = stablehlo.transpose %v1828, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3765 = stablehlo.multiply %v3163, %v3238 : tensor<192x192xf32>
    %v3766 = stablehlo.add %v3765, %v3764 : tensor<192x192xf32>
    %v3767 = stablehlo.multiply %v3237, %v3766 : tensor<192x192xf32>
    %v3768 = stablehlo.subtract %v1225, %v3767 : tensor<192x192xf32>
    %v3769 = stablehlo.multiply %v3164, %v3196 : tensor<192xf32>
    %v3770 = stablehlo.add %v3769, %v1829 : tensor<192xf32>
    %v3771 = stablehlo.multiply %v3195, %v3770 : tensor<192xf32>
    %v3772 = stablehlo.subtract %v1227, %v3771 : tensor<192xf32>
    %v3773 = stablehlo.multiply %v3165, %v3196 : tensor<192xf32>
    %v3774 = stablehlo.add %v3773, %v1814 : tensor<192xf32>
    %v3775 = stablehlo.multiply %v3195, %v3774 : tensor<192xf32>
    %v3776 = stablehlo.subtract %v1228, %v3775 : tensor<192xf32>
    %v3777 = stablehlo.multiply %v3166, %v3196 : tensor<192xf32>
    %v3778 = stablehlo.add %v3777, %v1811 : tensor<192xf32>
    %v3779 = stablehlo.multiply %v3195, %v3778 : tensor<192xf32>
    %v3780 = stablehlo.subtract %v1229, %v3779 : tensor<192xf32>
    %v3781 = stablehlo.transpose %v1809, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3782 = stablehlo.multiply %v3167, %v3257 : tensor<768x192xf32>
    %v3783 = stablehlo.add %v3782, %v3781 : tensor<768x192xf32>
    %v3784 = stablehlo.multiply %v3256, %v3783 : tensor<768x192xf32>
    %v3785 = stablehlo.subtract %v1230, %v3784 : tensor<768x192xf32>
    %v3786 = stablehlo.multiply %v3168, %v3263 : tensor<768xf32>
    %v3787 = stablehlo.add %v3786, %v1810 : tensor<768xf32>
    %v3788 = stablehlo.multiply %v3262, %v3787 : tensor<768xf32>
    %v3789 = stablehlo.subtract %v1232, %v3788 : tensor<768xf32>
    %v3790 = stablehlo.transpose %v1799, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3791 = stablehlo.multiply %v3169, %v3270 : tensor<192x768xf32>
    %v3792 = stablehlo.add %v3791, %v3790 : tensor<192x768xf32>
    %v3793 = stablehlo.multiply %v3269, %v3792 : tensor<192x768xf32>
    %v3794 = stablehlo.subtract %v1233, %v3793 : tensor<192x768xf32>
    %v3795 = stablehlo.multiply %v3170, %v3196 : tensor<192xf32>
    %v3796 = stablehlo.add %v3795, %v1800 : tensor<192xf32>
    %v3797 = stablehlo.multiply %v3195, %v3796 : tensor<192xf32>
    %v3798 = stablehlo.subtract %v1235, %v3797 : tensor<192xf32>
    %v3799 = stablehlo.multiply %v3171, %v3196 : tensor<192xf32>
    %v3800 = stablehlo.add %v3799, %v1785 : tensor<192xf32>
    %v3801 = stablehlo.multiply %v3195, %v3800 : tensor<192xf32>
    %v3802 = stablehlo.subtract %v1305, %v3801 : tensor<192xf32>
    %v3803 = stablehlo.multiply %v3172, %v3196 : tensor<192xf32>
    %v3804 = stablehlo.add %v3803, %v1782 : tensor<192xf32>
    %v3805 = stablehlo.multiply %v3195, %v3804 : tensor<192xf32>
    %v3806 = stablehlo.subtract %v1306, %v3805 : tensor<192xf32>
    %v3807 = stablehlo.transpose %v1777, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3808 = stablehlo.multiply %v3173, %v3225 : tensor<576x192xf32>
    %v3809 = stablehlo.add %v3808, %v3807 : tensor<576x192xf32>
    %v3810 = stablehlo.multiply %v3224, %v3809 : tensor<576x192xf32>
    %v3811 = stablehlo.subtract %v1307, %v3810 : tensor<576x192xf32>
    %v3812 = stablehlo.multiply %v3174, %v3231 : tensor<576xf32>
    %v3813 = stablehlo.add %v3812, %v1778 : tensor<576xf32>
    %v3814 = stablehlo.multiply %v3230, %v3813 : tensor<576xf32>
    %v3815 = stablehlo.subtract %v1309, %v3814 : tensor<576xf32>
    %v3816 = stablehlo.transpose %v1756, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3817 = stablehlo.multiply %v3175, %v3238 : tensor<192x192xf32>
    %v3818 = stablehlo.add %v3817, %v3816 : tensor<192x192xf32>
    %v3819 = stablehlo.multiply %v3237, %v3818 : tensor<192x192xf32>
    %v3820 = stablehlo.subtract %v1310, %v3819 : tensor<192x192xf32>
    %v3821 = stablehlo.multiply %v3176, %v3196 : tensor<192xf32>
    %v3822 = stablehlo.add %v3821, %v1757 : tensor<192xf32>
    %v3823 = stablehlo.multiply %v3195, %v3822 : tensor<192xf32>
    %v3824 = stablehlo.subtract %v1312, %v3823 : tensor<192xf32>
    %v3825 = stablehlo.multiply %v3177, %v3196 : tensor<192xf32>
    %v3826 = stablehlo.add %v3825, %v1742 : tensor<192xf32>
    %v3827 = stablehlo.multiply %v3195, %v3826 : tensor<192xf32>
    %v3828 = stablehlo.subtract %v1313, %v3827 : tensor<192xf32>
    %v3829 = stablehlo.multiply %v3178, %v3196 : tensor<192xf32>
    %v3830 = stablehlo.add %v3829, %v1739 : tensor<192xf32>
    %v3831 = stablehlo.multiply %v3195, %v3830 : tensor<192xf32>
    %v3832 = stablehlo.subtract %v1314, %v3831 : tensor<192xf32>
    %v3833 = stablehlo.transpose %v1733, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3834 = stablehlo.multiply %v3179, %v3257 : tensor<768x192xf32>
    %v3835 = stablehlo.add %v3834, %v3833 : tensor<768x192xf32>
    %v3836 = stablehlo.multiply %v3256, %v3835 : tensor<768x192xf32>
    %v3837 = stablehlo.subtract %v1315, %v3836 : tensor<768x192xf32>
    %v3838 = stablehlo.multiply %v3180, %v3263 : tensor<768xf32>
    %v3839 = stablehlo.add %v3838, %v1734 : tensor<768xf32>
    %v3840 = stablehlo.multiply %v3262, %v3839 : tensor<768xf32>
    %v3841 = stablehlo.subtract %v1317, %v3840 : tensor<768xf32>
    %v3842 = stablehlo.transpose %v1721, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3843 = stablehlo.multiply %v3181, %v3270 : tensor<192x768xf32>
    %v3844 = stablehlo.add %v3843, %v3842 : tensor<192x768xf32>
    %v3845 = stablehlo.multiply %v3269, %v3844 : tensor<192x768xf32>
    %v3846 = stablehlo.subtract %v1318, %v3845 : tensor<192x768xf32>
    %v3847 = stablehlo.multiply %v3182, %v3196 : tensor<192xf32>
    %v3848 = stablehlo.add %v3847, %v1722 : tensor<192xf32>
    %v3849 = stablehlo.multiply %v3195, %v3848 : tensor<192xf32>
    %v3850 = stablehlo.subtract %v1320, %v3849 : tensor<192xf32>
    %v3851 = stablehlo.multiply %v3183, %v3196 : tensor<192xf32>
    %v3852 = stablehlo.add %v3851, %v1708 : tensor<192xf32>
    %v3853 = stablehlo.multiply %v3195, %v3852 : tensor<192xf32>
    %v3854 = stablehlo.subtract %v1390, %v3853 : tensor<192xf32>
    %v3855 = stablehlo.multiply %v3184, %v3196 : tensor<192xf32>
    %v3856 = stablehlo.add %v3855, %v1705 : tensor<192xf32>
    %v3857 = stablehlo.multiply %v3195, %v3856 : tensor<192xf32>
    %v3858 = stablehlo.subtract %v1391, %v3857 : tensor<192xf32>
    %v3859 = stablehlo.transpose %v1572, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %v3860 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %v3861 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %v3862 = stablehlo.multiply %v3185, %v3861 : tensor<10x192xf32>
    %v3863 = stablehlo.add %v3862, %v3859 : tensor<10x192xf32>
    %v3864 = stablehlo.multiply %v3860, %v3863 : tensor<10x192xf32>
    %v3865 = stablehlo.subtract %v1538, %v3864 : tensor<10x192xf32>
    %v3866 = stablehlo.broadcast_in_dim %v3187, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %v3867 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %v3868 = stablehlo.multiply %v3186, %v3867 : tensor<10xf32>
    %v3869 = stablehlo.add %v3868, %v1573 : tensor<10xf32>
    %v3870 = stablehlo.multiply %v3866, %v3869 : tensor<10xf32>
    %v3871 = stablehlo.subtract %v1540, %v3870 : tensor<10xf32>
    return %v3194, %v3200, %v3207, %v3214, %v3218, %v3222, %v3229, %v3235, %v3242, %v3246, %v3250, %v3254, %v3261, %v3267, %v3274, %v3278, %v3282, %v3286, %v3291, %v3295, %v3300, %v3304, %v3308, %v3312, %v3317, %v3321, %v3326, %v3330, %v3334, %v3338, %v3343, %v3347, %v3352, %v3356, %v3360, %v3364, %v3369, %v3373, %v3378, %v3382, %v3386, %v3390, %v3395, %v3399, %v3404, %v3408, %v3412, %v3416, %v3421, %v3425, %v3430, %v3434, %v3438, %v3442, %v3447, %v3451, %v3456, %v3460, %v3464, %v3468, %v3473, %v3477, %v3482, %v3486, %v3490, %v3494, %v3499, %v3503, %v3508, %v3512, %v3516, %v3520, %v3525, %v3529, %v3534, %v3538, %v3542, %v3546, %v3551, %v3555, %v3560, %v3564, %v3568, %v3572, %v3577, %v3581, %v3586, %v3590, %v3594, %v3598, %v3603, %v3607, %v3612, %v3616, %v3620, %v3624, %v3629, %v3633, %v3638, %v3642, %v3646, %v3650, %v3655, %v3659, %v3664, %v3668, %v3672, %v3676, %v3681, %v3685, %v3690, %v3694, %v3698, %v3702, %v3707, %v3711, %v3716, %v3720, %v3724, %v3728, %v3733, %v3737, %v3742, %v3746, %v3750, %v3754, %v3759, %v3763, %v3768, %v3772, %v3776, %v3780, %v3785, %v3789, %v3794, %v3798, %v3802, %v3806, %v3811, %v3815, %v3820, %v3824, %v3828, %v3832, %v3837, %v3841, %v3846, %v3850, %v3854, %v3858, %v3865, %v3871, %v3192, %v3198, %v3205, %v3212, %v3216, %v3220, %v3227, %v3233, %v3240, %v3244, %v3248, %v3252, %v3259, %v3265, %v3272, %v3276, %v3280, %v3284, %v3289, %v3293, %v3298, %v3302, %v3306, %v3310, %v3315, %v3319, %v3324, %v3328, %v3332, %v3336, %v3341, %v3345, %v3350, %v3354, %v3358, %v3362, %v3367, %v3371, %v3376, %v3380, %v3384, %v3388, %v3393, %v3397, %v3402, %v3406, %v3410, %v3414, %v3419, %v3423, %v3428, %v3432, %v3436, %v3440, %v3445, %v3449, %v3454, %v3458, %v3462, %v3466, %v3471, %v3475, %v3480, %v3484, %v3488, %v3492, %v3497, %v3501, %v3506, %v3510, %v3514, %v3518, %v3523, %v3527, %v3532, %v3536, %v3540, %v3544, %v3549, %v3553, %v3558, %v3562, %v3566, %v3570, %v3575, %v3579, %v3584, %v3588, %v3592, %v3596, %v3601, %v3605, %v3610, %v3614, %v3618, %v3622, %v3627, %v3631, %v3636, %v3640, %v3644, %v3648, %v3653, %v3657, %v3662, %v3666, %v3670, %v3674, %v3679, %v3683, %v3688, %v3692, %v3696, %v3700, %v3705, %v3709, %v3714, %v3718, %v3722, %v3726, %v3731, %v3735, %v3740, %v3744, %v3748, %v3752, %v3757, %v3761, %v3766, %v3770, %v3774, %v3778, %v3783, %v3787, %v3792, %v3796, %v3800, %v3804, %v3809, %v3813, %v3818, %v3822, %v3826, %v3830, %v3835, %v3839, %v3844, %v3848, %v3852, %v3856, %v3863, %v3869, %v1563 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
