import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { User } from "./user";

/**
 * A bearer token for scripted access. Only the SHA-256 hex hash is stored (tokenHash); tokenPrefix is the
 * first characters of the token, shown so a user can tell tokens apart.
 */
export class ApiToken extends Model<InferAttributes<ApiToken>, InferCreationAttributes<ApiToken>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare tokenHash: string;
  declare tokenPrefix: CreationOptional<string | null>;
  declare userId: number;
  declare lastUsedAt: CreationOptional<Date | null>;
  declare revokedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare user?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    ApiToken.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        name: { type: DataTypes.STRING(100), allowNull: false },
        tokenHash: { type: DataTypes.STRING(128), allowNull: false, unique: true },
        tokenPrefix: DataTypes.STRING(12),
        userId: { type: DataTypes.INTEGER, allowNull: false },
        lastUsedAt: DataTypes.DATE,
        revokedAt: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "api_tokens", underscored: true },
    );
  }
}
